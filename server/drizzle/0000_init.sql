CREATE TABLE `students` (
	`user_id` text PRIMARY KEY NOT NULL,
	`english_level` text,
	`aim` text,
	`favourite_topics` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tutors` (
	`user_id` text PRIMARY KEY NOT NULL,
	`bio` text,
	`about` text,
	`video` text,
	`thumbnail` text,
	`notice` integer DEFAULT 30 NOT NULL,
	`manually_added` integer DEFAULT false NOT NULL,
	`onboarded` integer DEFAULT false NOT NULL,
	`contacted` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`password_hash` text,
	`google_sub` text,
	`role` text NOT NULL,
	`gender` text,
	`birth_year` integer,
	`city` integer,
	`image` text,
	`verified_email` integer DEFAULT false NOT NULL,
	`verified_phone` integer DEFAULT false NOT NULL,
	`credit_score` integer DEFAULT 0 NOT NULL,
	`notification_method` text DEFAULT 'none' NOT NULL,
	`job` text,
	`activated` integer DEFAULT true NOT NULL,
	`time_zone` text DEFAULT 'Africa/Cairo' NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`last_seen_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_updated_idx` ON `users` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `confirmation_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `codes_user_kind_idx` ON `confirmation_codes` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox_messages` (`recipient`,`created_at`);