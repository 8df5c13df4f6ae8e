/** What other areas may use of users: the service (reads and writes go through its rules) and its row. */
export type { UserRow } from './users.repository.ts';
export type { UsersService } from './users.service.ts';
