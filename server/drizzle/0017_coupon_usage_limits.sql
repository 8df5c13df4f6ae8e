ALTER TABLE `transactions` ADD `coupon_id` text;--> statement-breakpoint
CREATE INDEX `transactions_coupon_idx` ON `transactions` (`coupon_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `coupons` ADD `usage_limit` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `per_student_limit` integer;