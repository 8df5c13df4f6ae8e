CREATE TABLE `ratings` (
	`id` text PRIMARY KEY NOT NULL,
	`rater_id` text NOT NULL,
	`ratee_id` text NOT NULL,
	`lesson_id` text,
	`value` integer NOT NULL,
	`text` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`rater_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ratee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_rater_ratee_unique` ON `ratings` (`rater_id`,`ratee_id`) WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX `ratings_ratee_idx` ON `ratings` (`ratee_id`);