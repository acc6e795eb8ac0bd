ALTER TABLE `comments` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_by` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `hidden_by` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `lang` text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `illustration` text;--> statement-breakpoint
ALTER TABLE `banners` ADD `link_label` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `banners` ADD `ends_at` integer;--> statement-breakpoint
ALTER TABLE `banners` ADD `translations` text DEFAULT '{}' NOT NULL;