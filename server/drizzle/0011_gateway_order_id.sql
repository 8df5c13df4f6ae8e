ALTER TABLE `transactions` ADD `gateway_order_id` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `failed_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_gateway_order_unique` ON `transactions` (`gateway`,`gateway_order_id`);