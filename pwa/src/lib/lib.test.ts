import { describe, expect, it, vi } from 'vitest';
import {
  AppError,
  PAGE_SIZE_STORAGE_KEY,
  ratingCalls,
  setMessageReader,
  tutorCalls,
} from '@kalam/shared';
import { call, configureApi, send } from './api.ts';
import { isTokenValid } from './auth-storage.ts';
import { readPageSize } from './page-size.ts';
import { TokenRefresher } from './token-refresh.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T10:00:00Z');
function tokenExpiringIn(ms: number): string {
  const payload = Buffer.from(
    JSON.stringify({ id: 'u1', role: 'Student', iat: 0, exp: Math.floor((NOW + ms) / 1000) }),
  ).toString('base64url');
  return `x.${payload}.y`;
}

describe('token refresh (spec §4)', () => {
  it('refreshes once when two days or less are left, not before', async () => {
    const refresh = vi.fn(async () => {});
    const refresher = new TokenRefresher(refresh, () => NOW);
    await refresher.maybeRefresh(tokenExpiringIn(3 * DAY));
    expect(refresh).not.toHaveBeenCalled();
    await refresher.maybeRefresh(tokenExpiringIn(2 * DAY));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never asks while one is pending', async () => {
    let finish!: () => void;
    const refresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const refresher = new TokenRefresher(refresh, () => NOW);
    const first = refresher.maybeRefresh(tokenExpiringIn(DAY));
    await refresher.maybeRefresh(tokenExpiringIn(DAY));
    finish();
    await first;
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never again after a failure', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('offline');
    });
    const refresher = new TokenRefresher(refresh, () => NOW);
    await refresher.maybeRefresh(tokenExpiringIn(DAY));
    await refresher.maybeRefresh(tokenExpiringIn(DAY));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('treats a token as expired when exp is before now', () => {
    expect(isTokenValid(tokenExpiringIn(-1000), NOW)).toBe(false);
    expect(isTokenValid(tokenExpiringIn(1000), NOW)).toBe(true);
    expect(isTokenValid('garbage', NOW)).toBe(false);
  });
});

describe('page size from local storage (spec §5)', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === PAGE_SIZE_STORAGE_KEY ? value : null),
  });
  it('is used only when numeric', () => {
    expect(readPageSize(storage('25'))).toBe(25);
    expect(readPageSize(storage('abc'))).toBe(10);
    expect(readPageSize(storage('1e2'))).toBe(10);
    expect(readPageSize(storage(null))).toBe(10);
    expect(readPageSize(storage('500'))).toBe(10);
  });
});

describe('the API client (spec §7)', () => {
  it('raises a typed error with the code, status and Arabic message', async () => {
    const fake = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'wrong-password', message: 'x' }), { status: 401 }),
    );
    const error = await send('POST', '/auth/password', {}, fake as unknown as typeof fetch).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('wrong-password');
    expect((error as AppError).status).toBe(401);
    expect((error as AppError).message).toMatch(/كلمة المرور/);
  });

  it('ends the session on a 401 only when the token it sent is still the session', async () => {
    // An unexpired token (the client sends only those): header.payload.signature.
    const tokenFor = (n: number) =>
      `x.${Buffer.from(JSON.stringify({ id: 'u', n, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.y`;
    let current = tokenFor(1);
    const signOut = vi.fn();
    configureApi({ token: () => current, onUnauthenticated: signOut });
    const refused = () =>
      new Response(JSON.stringify({ code: 'unauthenticated', message: 'x' }), { status: 401 });
    // Sent with the old token; a password change gave a new one while it was in flight.
    const replacedMeanwhile = vi.fn(async () => {
      current = tokenFor(2);
      return refused();
    });
    await send('GET', '/user/me', undefined, replacedMeanwhile as unknown as typeof fetch).catch(
      () => undefined,
    );
    expect(signOut).not.toHaveBeenCalled();
    // Sent with the session's own token: it has ended.
    await send('GET', '/user/me', undefined, vi.fn(async () => refused()) as never).catch(
      () => undefined,
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    configureApi({ token: () => null, onUnauthenticated: () => {} });
  });

  it('shows a refusal to the signed-in woman in her form, to a man in his (decision 217)', async () => {
    const refused = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 'subscription-required', message: 'محتاج باقة شغّالة' }),
          { status: 403 },
        ),
    );
    const messageFor = async (gender: 'female' | 'male' | null) => {
      setMessageReader(() => ({ gender }));
      const error = await send('POST', '/lesson', {}, refused as unknown as typeof fetch).catch(
        (e: unknown) => e as AppError,
      );
      return (error as AppError).message;
    };
    expect(await messageFor('female')).toBe('محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.');
    expect(await messageFor('male')).toBe('محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.');
    expect(await messageFor(null)).toBe('محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.');
    setMessageReader(() => null);
  });

  it('lets other errors pass through', async () => {
    const fake = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await send('GET', '/x', undefined, fake as unknown as typeof fetch).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(AppError);
  });
});

describe('the typed client (shared call specs)', () => {
  const rating = {
    id: 'r1',
    rater: { id: 's1', name: 'سلمى', image: null },
    rateeId: 't/1',
    lessonId: null,
    value: 5,
    text: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };

  function answering(status: number, body: unknown) {
    const fake = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fake);
    return fake;
  }

  it('fills the path and query from the spec, and answers what its schema reads', async () => {
    const fake = answering(200, { list: [{ ...rating, secret: 'x' }], total: 1 });
    const page = await call(ratingCalls.ofTutor, {
      params: { id: 't/1' },
      query: { page: 2, size: 10 },
    });
    expect(fake.mock.calls[0]![0]).toMatch(/\/rating\/list\/tutor\/t%2F1\?page=2&size=10$/);
    expect(fake.mock.calls[0]![1]!.method).toBe('GET');
    expect(page.list[0]).toEqual(rating);
    vi.unstubAllGlobals();
  });

  it('refuses an answer that broke its contract instead of handing it to a screen', async () => {
    answering(200, { list: [{ ...rating, value: 'five' }], total: 1 });
    await expect(call(ratingCalls.ofTutor, { params: { id: 't1' }, query: {} })).rejects.toThrow();
    vi.unstubAllGlobals();
  });

  it('sends the body as JSON and raises the catalogue error of a refusal', async () => {
    const fake = answering(404, { code: 'tutor-not-found', message: 'x' });
    const error = await call(tutorCalls.profile, { params: { id: 'nobody' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('tutor-not-found');
    expect(fake.mock.calls[0]![0]).toMatch(/\/user\/tutor\/info\/nobody$/);
    vi.unstubAllGlobals();
  });
});
