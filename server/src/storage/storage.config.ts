import { z } from 'zod';

/** Storage settings (README "Settings"): local disk by default, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** For S3-compatible services (MinIO, Cloudflare R2, Wasabi…); unset means AWS. */
      endpoint?: string;
      forcePathStyle: boolean;
      /** Unset: the SDK's default chain (environment, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Put before every key, e.g. `kalam/`. */
      keyPrefix: string;
    };

const schema = z.object({
  KALAM_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, {
      error: 'must be empty or end with / (letters, digits, . _ -)',
    })
    .default(''),
});

/** Read the storage settings; `fail` names a bad one (it throws the process's ConfigError). */
export function storageConfig(
  env: Record<string, string | undefined>,
  fail: (setting: string, reason: string) => never,
): StorageConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(String(issue.path[0] ?? 'KALAM_STORAGE'), issue.message);
  }
  const e = parsed.data;
  if (e.KALAM_STORAGE === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) return fail('S3_BUCKET', 'is required when KALAM_STORAGE is s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    return fail(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with the other S3 key',
    );
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // Self-hosted S3-compatible servers usually need path-style addresses.
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === '1'
      : e.S3_ENDPOINT !== undefined,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: e.S3_KEY_PREFIX,
  };
}
