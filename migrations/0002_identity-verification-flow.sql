ALTER TABLE `identity_verifications` ADD `return_path` text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE `identity_verifications` ADD `binding_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `identity_verifications` ADD `failure_code` text;--> statement-breakpoint
ALTER TABLE `identity_verifications` ADD `claimed_at` integer;--> statement-breakpoint
CREATE INDEX `identity_verifications_created_at_idx` ON `identity_verifications` (`created_at`);