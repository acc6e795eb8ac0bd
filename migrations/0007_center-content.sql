DROP INDEX `downloads_list_idx`;--> statement-breakpoint
ALTER TABLE `downloads` ADD `pinned` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `downloads` ADD `sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `downloads_list_idx` ON `downloads` (`published`,`pinned`,`published_at`);--> statement-breakpoint
ALTER TABLE `faq_categories` ADD `sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `faqs` ADD `answer_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `faqs` ADD `pinned` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `faqs` ADD `sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `body_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `sample` integer DEFAULT false NOT NULL;