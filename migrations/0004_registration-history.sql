DROP INDEX `registrations_phone_unique`;--> statement-breakpoint
ALTER TABLE `registrations` ADD `superseded_at` integer;--> statement-breakpoint
CREATE INDEX `registrations_phone_idx` ON `registrations` (`phone`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_current_phone_uq` ON `registrations` (`phone`) WHERE "registrations"."superseded_at" is null;