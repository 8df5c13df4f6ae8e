import { describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import { ROLES, type TestServer, type TestUser } from '../support/test-server.ts';
import { sendForm, type Part } from './files.ts';

/** Every role and nobody: the columns of a role matrix. */
export type Who = 'anonymous' | UserRole;
export const WHO: Who[] = ['anonymous', ...ROLES];

export interface MatrixRequest {
  method: string;
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: Part[];
}

export interface MatrixRow {
  call: string;
  request: () => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<Who, number>;
}

export const all = (status: number): Record<Who, number> =>
  Object.fromEntries(WHO.map((w) => [w, status])) as Record<Who, number>;
export const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
export const admins = (status: number) => ({
  ...signedIn(403),
  RegularAdmin: status,
  SuperAdmin: status,
});
/** Only `roles` get `status`; other signed-in users 403, anonymous 401. */
export const only = (status: number, ...roles: UserRole[]) => ({
  ...signedIn(403),
  ...Object.fromEntries(roles.map((r) => [r, status])),
});

/** One test per call and caller: the status, and the envelope of 401 and 403 answers. */
export function checkMatrix(
  title: string,
  context: () => { server: TestServer; users: Record<UserRole, TestUser> },
  rows: MatrixRow[],
): void {
  describe(title, () => {
    for (const row of rows) {
      it.each(WHO)(`${row.call} as %s`, async (who) => {
        const { server, users } = context();
        const { method, path, body, form } = await row.request();
        const token = who === 'anonymous' ? undefined : users[who].token;
        const res = form
          ? await sendForm(server, method, path, form, token)
          : await server.call(method, path, { token, body });
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[who]);
        if (res.status === 401) expect(res.body.code).toBe('unauthenticated');
        if (res.status === 403)
          expect(res.body).toMatchObject({
            code: 'forbidden',
            message: 'مش مسموح لحسابك يعمل ده.',
          });
      });
    }
  });
}
