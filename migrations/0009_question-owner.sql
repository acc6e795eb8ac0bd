ALTER TABLE `questions` ADD `person_key` text;--> statement-breakpoint
CREATE INDEX `questions_person_idx` ON `questions` (`person_key`);