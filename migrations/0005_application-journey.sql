DROP INDEX `application_documents_app_idx`;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `kind` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `sha256` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `fix_deadline` integer;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_by` text;--> statement-breakpoint
CREATE UNIQUE INDEX `application_documents_slot_uq` ON `application_documents` (`application_id`,`name`);--> statement-breakpoint
ALTER TABLE `application_documents` DROP COLUMN `review_note`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`person_key` text NOT NULL,
	`verification_id` text,
	`channel` text DEFAULT 'ONLINE' NOT NULL,
	`created_by` text,
	`lang` text DEFAULT 'ko' NOT NULL,
	`terms` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`birth` text NOT NULL,
	`email` text,
	`qualification_type` text,
	`spouse_name` text,
	`spouse_phone` text,
	`spouse_birth` text,
	`marriage_date` text,
	`marriage_planned` integer,
	`supply_type` text,
	`supply_category` text,
	`unit_type` text,
	`earning_rank` text,
	`region_rank` text,
	`is_homeless` integer,
	`is_asset` integer,
	`is_car` integer,
	`car_value` integer,
	`draft` text,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`receipt_no` text,
	`submitted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`verification_id`) REFERENCES `identity_verifications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_applications`("id", "round_id", "person_key", "verification_id", "channel", "created_by", "lang", "terms", "name", "phone", "birth", "email", "qualification_type", "spouse_name", "spouse_phone", "spouse_birth", "marriage_date", "marriage_planned", "supply_type", "supply_category", "unit_type", "earning_rank", "region_rank", "is_homeless", "is_asset", "is_car", "car_value", "draft", "status", "version", "receipt_no", "submitted_at", "created_at", "updated_at") SELECT "id", "round_id", "person_key", "verification_id", "channel", "created_by", "lang", "terms", "name", "phone", "birth", "email", "qualification_type", "spouse_name", "spouse_phone", "spouse_birth", "marriage_date", "marriage_planned", "supply_type", "supply_category", "unit_type", "earning_rank", "region_rank", "is_homeless", "is_asset", "is_car", "car_value", "draft", "status", "version", "receipt_no", "submitted_at", "created_at", "updated_at" FROM `applications`;--> statement-breakpoint
DROP TABLE `applications`;--> statement-breakpoint
ALTER TABLE `__new_applications` RENAME TO `applications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_receipt_no_unique` ON `applications` (`receipt_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `applications_round_person_uq` ON `applications` (`round_id`,`person_key`);--> statement-breakpoint
CREATE INDEX `applications_round_status_idx` ON `applications` (`round_id`,`status`);--> statement-breakpoint
CREATE INDEX `applications_person_idx` ON `applications` (`person_key`);--> statement-breakpoint
CREATE INDEX `applications_phone_idx` ON `applications` (`phone`);--> statement-breakpoint
CREATE INDEX `applications_submitted_at_idx` ON `applications` (`submitted_at`);--> statement-breakpoint
ALTER TABLE `application_versions` ADD `token` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_versions` ADD `actor` text DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `application_versions_app_token_uq` ON `application_versions` (`application_id`,`token`);--> statement-breakpoint
ALTER TABLE `rounds` ADD `reference_date` text;