ALTER TABLE `outbox` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `variables` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `fallback_of` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_fallback_of_idx` ON `outbox` (`fallback_of`);