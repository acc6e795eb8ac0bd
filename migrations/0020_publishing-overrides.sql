CREATE TABLE `publishing_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`content_hash` text NOT NULL,
	`findings` text NOT NULL,
	`requested_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`approved_by` text,
	`approved_at` integer,
	`used_at` integer,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `publishing_overrides_hash_idx` ON `publishing_overrides` (`content_hash`,`requested_by`);--> statement-breakpoint
CREATE INDEX `publishing_overrides_expires_idx` ON `publishing_overrides` (`expires_at`);