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
CREATE INDEX `contract_slots_round_start_idx` ON `contract_slots` (`round_id`,`starts_at`);