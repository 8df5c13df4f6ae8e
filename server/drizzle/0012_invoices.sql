CREATE TABLE `earnings_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`lesson_id` text,
	`lesson_start` integer,
	`minutes` integer,
	`invoice_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `earnings_ledger_tutor_idx` ON `earnings_ledger` (`tutor_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `earnings_ledger_lesson_unique` ON `earnings_ledger` (`lesson_id`,`kind`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`receiver` text,
	`bank` text,
	`phone` text,
	`account_number` text,
	`username` text,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'PendingApproval' NOT NULL,
	`canceled_by` text,
	`requested_update` text,
	`note` text,
	`receipt_name` text,
	`addressed_by` text,
	`expected_from` text NOT NULL,
	`expected_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`addressed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoices_user_created_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status`,`created_at`);