ALTER TABLE `outbox` ADD `failed_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `redacted_at` integer;