import { z } from 'zod';
import { SERVER_TARGETS } from '@kalam/shared';
import { storageConfig, type StorageConfig } from '../storage/storage.config.ts';

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
  KALAM_TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  KALAM_SENTRY_DSN: z
    .url('must be a Sentry DSN such as https://<key>@<host>/<project>')
    .refine((v) => /^https?:\/\/[^@/]+@[^/]+\/.+/.test(v), {
      message: 'must be a Sentry DSN such as https://<key>@<host>/<project>',
    })
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Kalam <no-reply@kalam.test>'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ICE_SERVERS: z.string().optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'fawry', 'paymob']).optional(),
  FAWRY_BASE_URL: z.url().default('https://atfawry.fawrystaging.com'),
  FAWRY_MERCHANT_CODE: z.string().min(1).optional(),
  FAWRY_SECURE_KEY: z.string().min(1).optional(),
  PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
  PAYMOB_SECRET_KEY: z.string().min(1).optional(),
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated integration ids')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

/** Every setting the server reads from its environment (the README's settings table lists each). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

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
  /** The proxy in front says the scheme (`X-Forwarded-Proto`); default on off `local`. */
  trustProxy: boolean;
  /** Errors go to Sentry when set (KALAM_SENTRY_DSN); off by default (decision 165). */
  sentryDsn?: string;
  smtp?: { host: string; port: number; user?: string; password?: string; from: string };
  smtpFrom: string;
  whatsapp?: { token: string; phoneNumberId: string };
  telegram?: { botToken: string };
  google: { clientId?: string; jwksUrl: string };
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  payments: PaymentsConfig;
  /** Where uploaded files are kept (KALAM_STORAGE, S3_*). */
  storage: StorageConfig;
}

/** Decision 070: `sandbox` only on `local`; a real gateway needs its settings. */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'fawry' | 'paymob';
  fawry?: { baseUrl: string; merchantCode: string; secureKey: string };
  paymob?: {
    baseUrl: string;
    secretKey: string;
    publicKey: string;
    hmacSecret: string;
    integrationIds: number[];
  };
}

function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  const gateway = e.PAYMENT_GATEWAY ?? (e.KALAM_SERVER_TARGET === 'local' ? 'sandbox' : undefined);
  if (!gateway)
    throw new ConfigError(
      'PAYMENT_GATEWAY',
      `is required on the ${e.KALAM_SERVER_TARGET} target (fawry or paymob)`,
    );
  if (gateway === 'sandbox' && e.KALAM_SERVER_TARGET !== 'local')
    throw new ConfigError('PAYMENT_GATEWAY', 'sandbox answers only on the local target');
  const fawry =
    e.FAWRY_MERCHANT_CODE && e.FAWRY_SECURE_KEY
      ? {
          baseUrl: e.FAWRY_BASE_URL,
          merchantCode: e.FAWRY_MERCHANT_CODE,
          secureKey: e.FAWRY_SECURE_KEY,
        }
      : undefined;
  const paymob =
    e.PAYMOB_SECRET_KEY && e.PAYMOB_PUBLIC_KEY && e.PAYMOB_HMAC_SECRET && e.PAYMOB_INTEGRATION_IDS
      ? {
          baseUrl: e.PAYMOB_BASE_URL,
          secretKey: e.PAYMOB_SECRET_KEY,
          publicKey: e.PAYMOB_PUBLIC_KEY,
          hmacSecret: e.PAYMOB_HMAC_SECRET,
          integrationIds: e.PAYMOB_INTEGRATION_IDS.split(',').map(Number),
        }
      : undefined;
  if (gateway === 'fawry' && !fawry)
    throw new ConfigError(
      e.FAWRY_MERCHANT_CODE ? 'FAWRY_SECURE_KEY' : 'FAWRY_MERCHANT_CODE',
      'is required when PAYMENT_GATEWAY is fawry',
    );
  if (gateway === 'paymob' && !paymob) {
    const missing = (
      [
        'PAYMOB_SECRET_KEY',
        'PAYMOB_PUBLIC_KEY',
        'PAYMOB_HMAC_SECRET',
        'PAYMOB_INTEGRATION_IDS',
      ] as const
    ).find((k) => !e[k]);
    throw new ConfigError(
      missing ?? 'PAYMOB_SECRET_KEY',
      'is required when PAYMENT_GATEWAY is paymob',
    );
  }
  return { gateway, fawry, paymob };
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
    sentryDsn: e.KALAM_SENTRY_DSN,
    trustProxy: e.KALAM_TRUST_PROXY
      ? e.KALAM_TRUST_PROXY === '1'
      : e.KALAM_SERVER_TARGET !== 'local',
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
    payments: paymentsConfig(e),
    storage: storageConfig(env, (setting, reason) => {
      throw new ConfigError(setting, reason);
    }),
  };
}
