CREATE TABLE `winner_checks` (
	`application_id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`stage` text DEFAULT 'INVITED' NOT NULL,
	`documents_due` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `winner_checks_round_stage_idx` ON `winner_checks` (`round_id`,`stage`);