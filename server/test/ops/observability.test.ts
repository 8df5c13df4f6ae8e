import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { HealthWatch, watched } from '../../src/kernel/health-watch.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import { GatewayRejected, GatewayUnavailable } from '../../src/modules/payments/gateway.port.ts';

const STAGING = {
  KALAM_SERVER_TARGET: 'staging',
  KALAM_TOKEN_SECRET: 'a-staging-secret-that-is-long-enough-1234',
  PAYMENT_GATEWAY: 'fawry',
  FAWRY_MERCHANT_CODE: 'merchant',
  FAWRY_SECURE_KEY: 'secure-key',
};

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Break a call's handler: /time reads the clock from deps when it answers. */
function breakTheClock(server: TestServer, message: string) {
  const original = server.deps.clock;
  server.deps.clock = {
    now: () => {
      throw new Error(message);
    },
  } as typeof original;
  return () => {
    server.deps.clock = original;
  };
}

// Issue 21.5: request ids, health that says what is degraded, an error tracker when configured.
describe('request ids', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    // The log lines of this server are read by the tests below, not printed.
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    server = await startTestServer({ env: { KALAM_LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await server.stop();
    vi.restoreAllMocks();
  });

  it('every answer carries one, a fresh UUID when the request brought none', async () => {
    const a = await server.call('GET', '/health');
    const b = await server.call('GET', '/health');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
  });

  it('keeps a sane incoming id and replaces a hostile one', async () => {
    const kept = await server.call('GET', '/health', {
      headers: { 'x-request-id': 'edge-7f3a9c2e-0001' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a9c2e-0001');
    for (const hostile of ['x'.repeat(500), '"},{"level":"info', 'short', '../../etc']) {
      const res = await server.call('GET', '/health', { headers: { 'x-request-id': hostile } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on error answers, and the envelope keeps its fields', async () => {
    const missing = await server.call('GET', '/lesson/no-such-lesson');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await server.call('POST', '/auth/password', { raw: 'not json' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(expect.arrayContaining(['code', 'message']));
    expect(bad.headers.get('x-request-id')).toBeTruthy();
  });

  it('a 500 names the same id in its header and in the error log line, without internals in the body', async () => {
    const restore = breakTheClock(server, 'boom from the clock');
    try {
      const res = await server.call('GET', '/time', {
        headers: { 'x-request-id': 'trace-500-abcdef' },
      });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('unexpected');
      expect(JSON.stringify(res.body)).not.toContain('boom');
      expect(res.headers.get('x-request-id')).toBe('trace-500-abcdef');
      await vi.waitFor(() => {
        const entries = lines
          .join('')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l));
        const error = entries.find((e) => e.message === 'unhandled error');
        expect(error).toMatchObject({
          level: 'error',
          requestId: 'trace-500-abcdef',
          path: '/api/v1/time',
          error: 'boom from the clock',
        });
        expect(error.stack).toContain('boom from the clock');
        expect(
          entries.find((e) => e.message === 'request' && e.id === 'trace-500-abcdef'),
        ).toMatchObject({ method: 'GET', status: 500 });
      });
    } finally {
      restore();
    }
  });
});

describe('health says what is degraded', () => {
  it('all parts ok on a fresh local server, in API.md’s shape plus checks', async () => {
    const server = await startTestServer();
    try {
      const res = await server.call('GET', '/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), db: 'ok' });
      expect(res.body.checks).toEqual({
        database: { status: 'ok' },
        storage: { status: 'ok' },
        mail: { status: 'ok' },
        payments: { status: 'ok' },
      });
      // Both addresses answer the same.
      const root = await fetch(`${server.url}/api/v1/health/`);
      expect(root.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('the database down answers 503 and names it', async () => {
    const server = await startTestServer();
    const sqlite = server.deps.sqlite;
    try {
      server.deps.sqlite = {
        prepare: () => {
          throw new Error('SQLITE_CANTOPEN');
        },
      } as unknown as typeof sqlite;
      const res = await server.call('GET', '/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'degraded',
        db: 'error',
        checks: { database: { status: 'degraded', reason: 'unreachable' } },
      });
      expect(JSON.stringify(res.body)).not.toContain('SQLITE');
    } finally {
      server.deps.sqlite = sqlite;
      await server.stop();
    }
  });

  it('mail: not configured on staging, and a failed SMTP send until one succeeds', async () => {
    const staging = await startTestServer({ env: STAGING });
    try {
      const res = await staging.call('GET', '/health');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.mail).toEqual({ status: 'degraded', reason: 'not-configured' });
      expect(res.body.checks.database).toEqual({ status: 'ok' });
    } finally {
      await staging.stop();
    }

    const port = await closedPort();
    const smtp = await startTestServer({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
    });
    try {
      expect((await smtp.call('GET', '/health')).body.checks.mail.status).toBe('ok');
      await expect(
        smtp.deps.sender.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow();
      const res = await smtp.call('GET', '/health');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.mail).toMatchObject({ status: 'degraded', reason: 'send-failed' });
      expect(Date.parse(res.body.checks.mail.since)).not.toBeNaN();
      expect(JSON.stringify(res.body)).not.toContain(String(port));
    } finally {
      await smtp.stop();
    }
  });

  it('storage: an S3 store that cannot be reached is degraded', async () => {
    const port = await closedPort();
    const server = await startTestServer({
      env: {
        KALAM_STORAGE: 's3',
        S3_BUCKET: 'kalam',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      expect((await server.call('GET', '/health')).body.checks.storage.status).toBe('ok');
      await expect(server.deps.storage.remove('uploads', 'a.png')).rejects.toThrow();
      const res = await server.call('GET', '/health');
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.storage).toMatchObject({ status: 'degraded', reason: 'store-failed' });
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('payments: an unreachable gateway degrades, a refusal does not, a success clears it', async () => {
    const clock = new FixedClock(Date.parse('2026-11-24T08:00:00Z'));
    const watch = new HealthWatch(clock);
    let next: () => Promise<string> = async () => 'ok';
    const gateway = watched(
      { name: 'fawry', charge: () => next() },
      'payments',
      watch,
      'gateway-unavailable',
      (e) => e instanceof GatewayUnavailable,
    );
    next = () => Promise.reject(new GatewayRejected('9901', 'card declined'));
    await expect(gateway.charge()).rejects.toBeInstanceOf(GatewayRejected);
    expect(watch.state('payments')).toEqual({ status: 'ok' });
    next = () => Promise.reject(new GatewayUnavailable('timeout'));
    await expect(gateway.charge()).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(watch.state('payments')).toEqual({
      status: 'degraded',
      reason: 'gateway-unavailable',
      since: '2026-11-24T08:00:00.000Z',
    });
    expect(gateway.name).toBe('fawry');
    next = async () => 'paid';
    await expect(gateway.charge()).resolves.toBe('paid');
    expect(watch.state('payments')).toEqual({ status: 'ok' });
  });
});

describe('error tracker', () => {
  let ingest: Server;
  let envelopes: string[];
  let dsnPort: number;
  beforeAll(async () => {
    envelopes = [];
    ingest = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        envelopes.push(`${req.url}\n${body.toString('utf8')}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    dsnPort = (ingest.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));

  it('is off by default: nothing is loaded, nothing is sent', async () => {
    const server = await startTestServer();
    try {
      expect(server.deps.errorTracker.enabled).toBe(false);
      const restore = breakTheClock(server, 'quiet failure');
      expect((await server.call('GET', '/time')).status).toBe(500);
      restore();
    } finally {
      await server.stop();
    }
    expect(envelopes).toEqual([]);
  });

  it('with KALAM_SENTRY_DSN, a 500 reaches Sentry with its stack and request id', async () => {
    const server = await startTestServer({
      env: { KALAM_SENTRY_DSN: `http://publickey@127.0.0.1:${dsnPort}/42` },
    });
    try {
      expect(server.deps.errorTracker.enabled).toBe(true);
      const restore = breakTheClock(server, 'tracked failure 7781');
      const res = await server.call('GET', '/time', {
        headers: { 'x-request-id': 'tracked-request-0042' },
      });
      restore();
      expect(res.status).toBe(500);
      expect(await server.deps.errorTracker.flush(5_000)).toBe(true);
      const event = envelopes.find((e) => e.includes('tracked failure 7781'));
      expect(event).toBeDefined();
      expect(event!.split('\n')[0]).toMatch(/^\/api\/42\/envelope\//);
      expect(event).toContain('"request_id":"tracked-request-0042"');
      expect(event).toContain('"environment":"local"');
      expect(event).toContain('breakTheClock');
    } finally {
      await server.stop();
    }
  });

  it('a setting that is not a DSN stops the start with its name', async () => {
    await expect(startTestServer({ env: { KALAM_SENTRY_DSN: 'not-a-dsn' } })).rejects.toThrow(
      /KALAM_SENTRY_DSN/,
    );
  });
});
