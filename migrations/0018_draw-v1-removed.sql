DROP TABLE `draw_results`;--> statement-breakpoint
DROP TABLE `round_draws`;