import type Database from 'better-sqlite3';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { ChangeClock } from './lib/change-clock.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { Logger } from './lib/logger.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { MessageSender } from './modules/messages/sender.ts';
import type { OutboxSender } from './modules/messages/outbox.sender.ts';
import type { CodesService } from './modules/codes/codes.service.ts';
import type { UsersRepository } from './modules/users/users.repository.ts';
import type { UsersService } from './modules/users/users.service.ts';

/**
 * Everything a request handler may use, built once by the composition root (server.ts).
 * Areas add their services here; tests build it with fakes and a fixed clock.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  sqlite: Database.Database;
  clock: Clock;
  /** Strictly increasing `updatedAt` stamps for replicated rows. */
  changeClock: ChangeClock;
  bus: EventBus;
  log: Logger;
  limiter: RateLimiter;
  tokens: TokenService;
  passwords: PasswordHasher;
  sender: MessageSender;
  /** Present when messages go to the dev outbox (the `local` default). */
  outbox?: OutboxSender;
  users: UsersRepository;
  usersService: UsersService;
  authService: AuthService;
  codes: CodesService;
}
