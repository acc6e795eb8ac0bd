CREATE TABLE `contract_bookings` (
	`application_id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`slot_id` text NOT NULL,
	`booked_at` integer NOT NULL,
	`link_origin` text NOT NULL,
	`reminded_at` integer,
	`completed_at` integer,
	`completed_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`slot_id`) REFERENCES `contract_slots`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `contract_bookings_slot_idx` ON `contract_bookings` (`slot_id`);--> statement-breakpoint
CREATE INDEX `contract_bookings_round_idx` ON `contract_bookings` (`round_id`);--> statement-breakpoint
CREATE TABLE `contract_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`place` text NOT NULL,
	`capacity` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contract_slots_capacity_ck" CHECK("contract_slots"."capacity" between 1 and 500),
	CONSTRAINT "contract_slots_times_ck" CHECK("contract_slots"."ends_at" > "contract_slots"."starts_at")
);
--> statement-breakpoint
CREATE INDEX `contract_slots_round_start_idx` ON `contract_slots` (`round_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `round_units` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`dong` text NOT NULL,
	`ho` text NOT NULL,
	`floor` integer NOT NULL,
	`unit_type` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `round_units_round_unit_uq` ON `round_units` (`round_id`,`dong`,`ho`);--> statement-breakpoint
CREATE TABLE `unit_assignments` (
	`application_id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`receipt_no` text NOT NULL,
	`unit_type` text NOT NULL,
	`position` integer NOT NULL,
	`lot` text NOT NULL,
	`unit` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `unit_assignments_round_idx` ON `unit_assignments` (`round_id`);--> statement-breakpoint
CREATE TABLE `unit_draws` (
	`round_id` text PRIMARY KEY NOT NULL,
	`algorithm` text NOT NULL,
	`round_no` integer NOT NULL,
	`winners` text NOT NULL,
	`units` text NOT NULL,
	`list_digest` text NOT NULL,
	`frozen_by` text NOT NULL,
	`frozen_at` integer NOT NULL,
	`beacon_network` text NOT NULL,
	`beacon_round` integer NOT NULL,
	`beacon_at` integer NOT NULL,
	`beacon_signature` text,
	`beacon_randomness` text,
	`seed` text,
	`published_by` text,
	`published_at` integer,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
