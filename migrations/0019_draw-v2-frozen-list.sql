CREATE TABLE `draw_entrants` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`application_id` text NOT NULL,
	`receipt_no` text NOT NULL,
	`group_key` text NOT NULL,
	`region_rank` text,
	`earning_rank` text,
	`status` text NOT NULL,
	`reason` text,
	FOREIGN KEY (`round_id`) REFERENCES `round_draws`(`round_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draw_entrants_round_receipt_uq` ON `draw_entrants` (`round_id`,`receipt_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `draw_entrants_application_uq` ON `draw_entrants` (`application_id`);--> statement-breakpoint
CREATE TABLE `draw_results` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`application_id` text NOT NULL,
	`receipt_no` text NOT NULL,
	`group_key` text NOT NULL,
	`region_rank` text,
	`earning_rank` text,
	`lot` text NOT NULL,
	`position` integer NOT NULL,
	`outcome` text NOT NULL,
	`waiting_number` integer,
	`promoted_at` integer,
	`promoted_by` text,
	FOREIGN KEY (`round_id`) REFERENCES `round_draws`(`round_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draw_results_application_uq` ON `draw_results` (`application_id`);--> statement-breakpoint
CREATE INDEX `draw_results_round_group_idx` ON `draw_results` (`round_id`,`group_key`,`position`);--> statement-breakpoint
CREATE TABLE `round_draws` (
	`round_id` text PRIMARY KEY NOT NULL,
	`algorithm` text NOT NULL,
	`round_no` integer NOT NULL,
	`state` text DEFAULT 'FROZEN' NOT NULL,
	`waiting_multiple` integer DEFAULT 3 NOT NULL,
	`result_date` text,
	`frozen_by` text NOT NULL,
	`frozen_at` integer NOT NULL,
	`list_digest` text NOT NULL,
	`entrants` integer NOT NULL,
	`drawn` integer NOT NULL,
	`beacon_network` text NOT NULL,
	`beacon_round` integer NOT NULL,
	`beacon_at` integer NOT NULL,
	`beacon_signature` text,
	`beacon_randomness` text,
	`seed` text,
	`published_by` text,
	`published_at` integer,
	`groups` text NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
