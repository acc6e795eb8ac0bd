CREATE TABLE `sub_password_grants` (
	`session_id` text NOT NULL,
	`purpose` text NOT NULL,
	`manager_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `purpose`),
	FOREIGN KEY (`manager_id`) REFERENCES `managers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sub_password_grants_expiry_idx` ON `sub_password_grants` (`expires_at`);