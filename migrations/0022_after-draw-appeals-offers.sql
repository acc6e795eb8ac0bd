CREATE TABLE `after_draw_settings` (
	`round_id` text PRIMARY KEY NOT NULL,
	`document_days` integer DEFAULT 7 NOT NULL,
	`appeal_days` integer DEFAULT 7 NOT NULL,
	`offer_hours` integer DEFAULT 72 NOT NULL,
	`origin` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `promotion_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`round_id` text NOT NULL,
	`group_key` text NOT NULL,
	`state` text DEFAULT 'OFFERED' NOT NULL,
	`due` integer NOT NULL,
	`answered_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_offers_application_id_unique` ON `promotion_offers` (`application_id`);--> statement-breakpoint
CREATE INDEX `promotion_offers_round_group_idx` ON `promotion_offers` (`round_id`,`group_key`,`state`);--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `refusal_reason` text;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `refusal_text` text;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `appeal_due` integer;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `appeal_state` text;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `appeal_text` text;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `appealed_at` integer;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `released_at` integer;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `decided_at` integer;--> statement-breakpoint
ALTER TABLE `winner_checks` ADD `decided_by` text;