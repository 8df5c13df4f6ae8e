CREATE TABLE `chat_members` (
	`id` text PRIMARY KEY NOT NULL,
	`room_id` text NOT NULL,
	`user_id` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`muted` integer DEFAULT false NOT NULL,
	`last_read_seq` integer DEFAULT 0 NOT NULL,
	`last_read_message_id` text,
	`last_read_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `chat_rooms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_members_room_user_unique` ON `chat_members` (`room_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `chat_members_user_idx` ON `chat_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `chat_members_updated_idx` ON `chat_members` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`room_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`text` text NOT NULL,
	`seq` integer NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `chat_rooms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_room_seq_unique` ON `chat_messages` (`room_id`,`seq`);--> statement-breakpoint
CREATE INDEX `chat_messages_updated_idx` ON `chat_messages` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `chat_rooms` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text,
	`pair_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_rooms_pair_unique` ON `chat_rooms` (`pair_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_rooms_ref_unique` ON `chat_rooms` (`kind`,`ref_id`);--> statement-breakpoint
CREATE INDEX `chat_rooms_updated_idx` ON `chat_rooms` (`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `session_attendance` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `session_attendance_session_idx` ON `session_attendance` (`session_id`,`user_id`);