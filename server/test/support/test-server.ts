import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JWTVerifyGetKey } from 'jose';
import type { UserRole } from '@kalam/shared';
import { loadConfig } from '../../src/config/config.ts';
import type { Clock } from '../../src/kernel/clock.ts';
import { startServer, type KalamServer } from '../../src/server.ts';
import { answerContract } from './answer-contract.ts';
import type { IntroVideoBounds } from '../../src/modules/onboarding/intro-videos.ports.ts';

export interface TestServer extends KalamServer {
  dataDir: string;
  /** A real HTTP call to the running server. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  stop(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A real server on a free loopback port with its own SQLite file, quiet logs, fixed settings. */
export async function startTestServer(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    googleKeys?: JWTVerifyGetKey;
    rateLimit?: boolean;
    introVideoBounds?: IntroVideoBounds;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-test-'));
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '0',
    ...options.env,
  });
  const server = await startServer({
    config,
    clock: options.clock,
    googleKeys: options.googleKeys,
    rateLimit: options.rateLimit,
    introVideoBounds: options.introVideoBounds,
  });
  const checkAnswer = answerContract(server);
  const call = async (
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<CallResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const url = path.startsWith('http')
      ? path
      : `${server.url}${path.startsWith('/api') ? '' : '/api/v1'}${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (isJson) checkAnswer(method, url, response.status, parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    ...server,
    dataDir,
    call,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  role: UserRole;
}

let counter = 0;

/** A user made directly through the service (faster than the HTTP sign-up), with a real token. */
export async function createUser(
  server: KalamServer,
  role: UserRole,
  options: {
    verifiedEmail?: boolean;
    verifiedPhone?: boolean;
    name?: string;
    phone?: string;
    activated?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `${role.toLowerCase()}${counter}-${Date.now()}@example.com`;
  const defaultName = role === 'Tutor' ? 'مدرس تجريبي' : 'Test User';
  const user = await server.deps.usersService.createWithRole({
    name: options.name ?? defaultName,
    email,
    password: 'password123',
    role,
    verifiedEmail: options.verifiedEmail ?? true,
    verifiedPhone: options.verifiedPhone ?? true,
    phone: options.phone ?? `+2010${String(10_000_000 + counter).slice(-8)}`,
  });
  if (options.activated !== undefined)
    server.deps.users.update(user.id, { activated: options.activated });
  const fresh = server.deps.users.byId(user.id)!;
  return { id: user.id, email, token: await server.deps.tokens.issue(fresh), role };
}

/** The newest 5-digit code the outbox holds for a recipient, read through the dev endpoint. */
export async function latestCode(server: TestServer, recipient: string): Promise<string> {
  const { body } = await server.call('GET', `/dev/outbox?to=${encodeURIComponent(recipient)}`);
  const message = body.list[0];
  if (!message) throw new Error(`no message for ${recipient}`);
  const match = /\b(\d{5})\b/.exec(message.body);
  if (!match) throw new Error('no code in the message');
  return match[1]!;
}

export const ROLES: UserRole[] = [
  'Student',
  'Tutor',
  'TutorManager',
  'Studio',
  'RegularAdmin',
  'SuperAdmin',
];
