CREATE TABLE `intro_videos` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`video` text NOT NULL,
	`content_type` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`status` text DEFAULT 'Pending' NOT NULL,
	`reason` text,
	`reviewer_id` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `intro_videos_tutor_idx` ON `intro_videos` (`tutor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `intro_videos_status_idx` ON `intro_videos` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `intro_videos_pending_unique` ON `intro_videos` (`tutor_id`) WHERE status = 'Pending';--> statement-breakpoint
CREATE TABLE `photo_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`studio_id` text NOT NULL,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`status` text DEFAULT 'Scheduled' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`studio_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `photo_sessions_tutor_idx` ON `photo_sessions` (`tutor_id`,`start`);--> statement-breakpoint
CREATE INDEX `photo_sessions_start_idx` ON `photo_sessions` (`start`);--> statement-breakpoint
CREATE UNIQUE INDEX `photo_sessions_tutor_scheduled_unique` ON `photo_sessions` (`tutor_id`) WHERE status = 'Scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX `photo_sessions_studio_slot_unique` ON `photo_sessions` (`studio_id`,`start`) WHERE status = 'Scheduled';