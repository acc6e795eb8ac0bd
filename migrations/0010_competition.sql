CREATE TABLE `competition_publications` (
	`round_id` text PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	`published_at` integer NOT NULL,
	`published_by` text NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
