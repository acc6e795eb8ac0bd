ALTER TABLE `applications` ADD `paper_identity` text;--> statement-breakpoint
CREATE INDEX `applications_paper_identity_idx` ON `applications` (`paper_identity`);