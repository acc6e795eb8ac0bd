PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`person_key` text NOT NULL,
	`verification_id` text,
	`terms` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`birth` text NOT NULL,
	`email` text,
	`qualification_type` text,
	`spouse_name` text,
	`spouse_phone` text,
	`spouse_birth` text,
	`supply_type` text,
	`supply_category` text,
	`unit_type` text,
	`earning_rank` text,
	`region_rank` text,
	`is_homeless` integer,
	`is_asset` integer,
	`is_car` integer,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`submitted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`verification_id`) REFERENCES `identity_verifications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_applications`("id", "round_id", "person_key", "verification_id", "terms", "name", "phone", "birth", "email", "qualification_type", "spouse_name", "spouse_phone", "spouse_birth", "supply_type", "supply_category", "unit_type", "earning_rank", "region_rank", "is_homeless", "is_asset", "is_car", "status", "version", "submitted_at", "created_at", "updated_at") SELECT "id", "round_id", "person_key", "verification_id", "terms", "name", "phone", "birth", "email", "qualification_type", "spouse_name", "spouse_phone", "spouse_birth", "supply_type", "supply_category", "unit_type", "earning_rank", "region_rank", "is_homeless", "is_asset", "is_car", "status", "version", "submitted_at", "created_at", "updated_at" FROM `applications`;--> statement-breakpoint
DROP TABLE `applications`;--> statement-breakpoint
ALTER TABLE `__new_applications` RENAME TO `applications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_round_person_uq` ON `applications` (`round_id`,`person_key`);--> statement-breakpoint
CREATE INDEX `applications_round_status_idx` ON `applications` (`round_id`,`status`);--> statement-breakpoint
CREATE INDEX `applications_phone_idx` ON `applications` (`phone`);--> statement-breakpoint
CREATE INDEX `applications_submitted_at_idx` ON `applications` (`submitted_at`);