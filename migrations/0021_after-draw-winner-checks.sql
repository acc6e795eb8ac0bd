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
CREATE TABLE `winner_checks` (
	`application_id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`stage` text DEFAULT 'INVITED' NOT NULL,
	`documents_due` integer NOT NULL,
	`refusal_reason` text,
	`refusal_text` text,
	`appeal_due` integer,
	`appeal_state` text,
	`appeal_text` text,
	`appealed_at` integer,
	`released_at` integer,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `winner_checks_round_stage_idx` ON `winner_checks` (`round_id`,`stage`);