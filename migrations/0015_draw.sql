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
	`commitment` text NOT NULL,
	`committed_by` text NOT NULL,
	`committed_at` integer NOT NULL,
	`waiting_multiple` integer DEFAULT 3 NOT NULL,
	`result_date` text,
	`algorithm` text NOT NULL,
	`state` text DEFAULT 'COMMITTED' NOT NULL,
	`seed` text,
	`published_by` text,
	`published_at` integer,
	`groups` text,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
