CREATE TABLE `card_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`gateway` text NOT NULL,
	`token` text NOT NULL,
	`last_four` text NOT NULL,
	`brand` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_tokens_gateway_token_unique` ON `card_tokens` (`gateway`,`token`);--> statement-breakpoint
CREATE INDEX `card_tokens_user_idx` ON `card_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `payment_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`gateway` text NOT NULL,
	`event_key` text NOT NULL,
	`transaction_id` text,
	`outcome` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_webhook_events_key_unique` ON `payment_webhook_events` (`gateway`,`event_key`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`period` text NOT NULL,
	`gateway` text NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'New' NOT NULL,
	`base_amount` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`amount` integer NOT NULL,
	`coupon_code` text,
	`installments` integer,
	`installment_plan_id` text,
	`wallet_mobile` text,
	`gateway_ref` text,
	`reference_number` text,
	`redirect_url` text,
	`wallet_qr` text,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`subscription_id` text,
	`note` text,
	`expires_at` integer NOT NULL,
	`paid_at` integer,
	`processed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_status_expiry_idx` ON `transactions` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `transactions_gateway_ref_idx` ON `transactions` (`gateway`,`gateway_ref`);