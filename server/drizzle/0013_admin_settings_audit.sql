CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text NOT NULL,
	`actor_role` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text,
	`request_id` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
ALTER TABLE `users` ADD `suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `users_admin_created_idx` ON `users` (`deleted`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_admin_name_idx` ON `users` (`deleted`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `users_admin_role_idx` ON `users` (`role`,`deleted`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `lessons` ADD `cancel_reason` text;