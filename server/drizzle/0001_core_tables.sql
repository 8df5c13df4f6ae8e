CREATE TABLE `plan_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_invites_user_plan_unique` ON `plan_invites` (`user_id`,`plan_id`);--> statement-breakpoint
CREATE INDEX `plan_invites_plan_idx` ON `plan_invites` (`plan_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name_ar` text NOT NULL,
	`name_en` text NOT NULL,
	`weekly_minutes` integer NOT NULL,
	`month_price` integer NOT NULL,
	`month_discount` integer DEFAULT 0 NOT NULL,
	`quarter_discount` integer DEFAULT 0 NOT NULL,
	`year_discount` integer DEFAULT 0 NOT NULL,
	`invite_only` integer DEFAULT false NOT NULL,
	`max_lessons` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `plans_updated_idx` ON `plans` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `topics` (
	`id` text PRIMARY KEY NOT NULL,
	`name_ar` text NOT NULL,
	`name_en` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `topics_updated_idx` ON `topics` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `user_topics` (
	`user_id` text NOT NULL,
	`topic_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `topic_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`topic_id`) REFERENCES `topics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_topics_topic_idx` ON `user_topics` (`topic_id`);--> statement-breakpoint
CREATE TABLE `availability_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `availability_tutor_idx` ON `availability_slots` (`tutor_id`);--> statement-breakpoint
CREATE INDEX `availability_updated_idx` ON `availability_slots` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`student_id` text NOT NULL,
	`subscription_id` text,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`canceled_by` text,
	`canceled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lessons_tutor_start_idx` ON `lessons` (`tutor_id`,`start`);--> statement-breakpoint
CREATE INDEX `lessons_student_start_idx` ON `lessons` (`student_id`,`start`);--> statement-breakpoint
CREATE INDEX `lessons_updated_idx` ON `lessons` (`updated_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lessons_tutor_slot_unique` ON `lessons` (`tutor_id`,`start`) WHERE status <> 'cancelled' AND deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX `lessons_student_slot_unique` ON `lessons` (`student_id`,`start`) WHERE status <> 'cancelled' AND deleted = 0;--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`period` text NOT NULL,
	`weekly_minutes` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`source` text NOT NULL,
	`transaction_id` text,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `subscriptions_updated_idx` ON `subscriptions` (`updated_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_transaction_unique` ON `subscriptions` (`transaction_id`);