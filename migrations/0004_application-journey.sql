DROP INDEX `application_documents_app_idx`;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `kind` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `sha256` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `fix_deadline` integer;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_by` text;--> statement-breakpoint
CREATE UNIQUE INDEX `application_documents_slot_uq` ON `application_documents` (`application_id`,`name`);--> statement-breakpoint
ALTER TABLE `application_documents` DROP COLUMN `review_note`;--> statement-breakpoint
ALTER TABLE `application_versions` ADD `token` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_versions` ADD `actor` text DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `application_versions_app_token_uq` ON `application_versions` (`application_id`,`token`);--> statement-breakpoint
ALTER TABLE `applications` ADD `channel` text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `lang` text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `marriage_date` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `marriage_planned` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `car_value` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `draft` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `receipt_no` text;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_receipt_no_unique` ON `applications` (`receipt_no`);--> statement-breakpoint
CREATE INDEX `applications_person_idx` ON `applications` (`person_key`);--> statement-breakpoint
ALTER TABLE `rounds` ADD `reference_date` text;