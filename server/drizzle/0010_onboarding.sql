CREATE TABLE `demo_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`tutor_manager_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`status` text DEFAULT 'Pending' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tutor_manager_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `demo_sessions_tutor_idx` ON `demo_sessions` (`tutor_id`,`start`);--> statement-breakpoint
CREATE INDEX `demo_sessions_manager_idx` ON `demo_sessions` (`tutor_manager_id`,`start`);--> statement-breakpoint
CREATE UNIQUE INDEX `demo_sessions_manager_slot_unique` ON `demo_sessions` (`tutor_manager_id`,`start`) WHERE status = 'Pending';--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`interviewee_id` text NOT NULL,
	`interviewer_id` text NOT NULL,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`status` text DEFAULT 'Pending' NOT NULL,
	`feedback` text,
	`note` text,
	`level` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`interviewee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `interviews_interviewee_idx` ON `interviews` (`interviewee_id`,`start`);--> statement-breakpoint
CREATE INDEX `interviews_interviewer_idx` ON `interviews` (`interviewer_id`,`start`);--> statement-breakpoint
CREATE UNIQUE INDEX `interviews_interviewer_slot_unique` ON `interviews` (`interviewer_id`,`start`) WHERE status = 'Pending';