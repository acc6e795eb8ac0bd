CREATE TABLE `member_refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`family_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`absolute_expires_at` integer NOT NULL,
	`used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_refresh_tokens_token_hash_unique` ON `member_refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `member_refresh_tokens_family_idx` ON `member_refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `member_refresh_tokens_member_idx` ON `member_refresh_tokens` (`member_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`type` text DEFAULT 'PERSON' NOT NULL,
	`person_key` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`birth` text NOT NULL,
	`email` text NOT NULL,
	`terms` text NOT NULL,
	`password_changed_at` integer,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_username_unique` ON `members` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_person_key_unique` ON `members` (`person_key`);