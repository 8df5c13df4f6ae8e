DROP INDEX `users_role_idx`;--> statement-breakpoint
CREATE INDEX `users_email_lower_idx` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `lessons_status_tutor_idx` ON `lessons` (`status`,`deleted`,`tutor_id`);--> statement-breakpoint
CREATE INDEX `lessons_start_idx` ON `lessons` (`start`);