ALTER TABLE `rounds` ADD `waiting_room` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `rounds` ADD `waiting_capacity` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `rounds` ADD `waiting_idle_seconds` integer DEFAULT 600 NOT NULL;