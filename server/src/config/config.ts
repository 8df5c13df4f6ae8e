import { z } from 'zod';
import { SERVER_TARGETS } from '@kalam/shared';

/** A setting is missing or wrong: the message names it, and the process stops (spec §5). */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`Setting ${setting}: ${reason}`);
    this.name = 'ConfigError';
  }
}

const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  KALAM_SERVER_TARGET: z.enum(SERVER_TARGETS, {
    error: `must be one of ${SERVER_TARGETS.join(', ')}`,
  }),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  KALAM_DATA_DIR: z.string().min(1).default('./data'),
  KALAM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  KALAM_PUBLIC_URL: z.url().optional(),
  KALAM_ALLOWED_ORIGINS: list,
  KALAM_ADMIN_EMAIL: z.string().optional(),
  KALAM_ADMIN_PASSWORD: z.string().optional(),
  KALAM_LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  KALAM_SEED_DEMO: z.enum(['0', '1']).optional(),
  KALAM_PWA_DIST: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Kalam <no-reply@kalam.local>'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ICE_SERVERS: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  target: (typeof SERVER_TARGETS)[number];
  port: number;
  host: string;
  dataDir: string;
  /** Undefined on `local`, where it is generated and kept in the data dir (see secrets.ts). */
  tokenSecret?: string;
  publicUrl?: string;
  allowedOrigins: string[];
  admin: { email?: string; password?: string };
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  seedDemo: boolean;
  pwaDist?: string;
  smtp?: { host: string; port: number; user?: string; password?: string; from: string };
  smtpFrom: string;
  whatsapp?: { token: string; phoneNumberId: string };
  telegram?: { botToken: string };
  google: { clientId?: string; jwksUrl: string };
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/** Read the settings once, at start. Any bad setting throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  if (!env.KALAM_SERVER_TARGET)
    throw new ConfigError(
      'KALAM_SERVER_TARGET',
      `is missing; set it to one of ${SERVER_TARGETS.join(', ')}`,
    );
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'unknown'), issue.message);
  }
  const e = parsed.data;
  if (e.KALAM_SERVER_TARGET !== 'local' && !e.KALAM_TOKEN_SECRET) {
    throw new ConfigError(
      'KALAM_TOKEN_SECRET',
      `is required on the ${e.KALAM_SERVER_TARGET} target`,
    );
  }
  let iceServers: Config['iceServers'] = [];
  if (e.ICE_SERVERS) {
    try {
      iceServers = z
        .array(
          z.object({
            urls: z.union([z.string(), z.array(z.string())]),
            username: z.string().optional(),
            credential: z.string().optional(),
          }),
        )
        .parse(JSON.parse(e.ICE_SERVERS));
    } catch {
      throw new ConfigError(
        'ICE_SERVERS',
        'must be a JSON array of { urls, username?, credential? }',
      );
    }
  }
  return {
    target: e.KALAM_SERVER_TARGET,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.KALAM_DATA_DIR,
    tokenSecret: e.KALAM_TOKEN_SECRET,
    publicUrl: e.KALAM_PUBLIC_URL,
    allowedOrigins: e.KALAM_ALLOWED_ORIGINS,
    admin: { email: e.KALAM_ADMIN_EMAIL, password: e.KALAM_ADMIN_PASSWORD },
    logLevel: e.KALAM_LOG_LEVEL,
    seedDemo: e.KALAM_SEED_DEMO ? e.KALAM_SEED_DEMO === '1' : e.KALAM_SERVER_TARGET === 'local',
    pwaDist: e.KALAM_PWA_DIST,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
    smtpFrom: e.SMTP_FROM,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID }
        : undefined,
    telegram: e.TELEGRAM_BOT_TOKEN ? { botToken: e.TELEGRAM_BOT_TOKEN } : undefined,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    iceServers,
  };
}
