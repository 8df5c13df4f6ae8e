import { codeCalls } from '@kalam/shared';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { toUserDto } from '../users/index.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const tags = ['Confirmation codes'];

/** What these calls use of the composition: their own services, nothing more. */
export type CodesRoutesDeps = Pick<AppDeps, 'accountCodes' | 'limiter' | 'tokens'>;

export function codesRoutes(deps: CodesRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.sendEmail, 'Code sent', 401, 409, 429),
      access: SIGNED_IN,
      tags,
    }),
    async (c) => {
      deps.limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      await deps.accountCodes.sendEmailCode(callerOf(c).id);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.confirmEmail, 'The user, e-mail verified', 400, 401, 409, 429),
      access: ANYONE,
      tags,
      summary: 'Confirm the e-mail with its code (signed in, or by the link with the e-mail)',
    }),
    (c) => {
      const { accountCodes, limiter } = deps;
      const { code, email } = c.req.valid('json');
      limiter.hit(`code-try-ip:${clientIp(c)}`, 60, 60 * 60_000);
      const caller = c.get('caller');
      const user = accountCodes.confirmEmail(caller ? { userId: caller.id } : { email }, code);
      return c.json(toUserDto(user, true), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.sendPhone, 'Code sent', 400, 401, 409, 429),
      access: SIGNED_IN,
      tags,
    }),
    async (c) => {
      const { accountCodes, limiter } = deps;
      limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      await accountCodes.sendPhoneCode(callerOf(c).id, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.verifyPhone, 'The user, phone verified', 400, 401, 409, 429),
      access: SIGNED_IN,
      tags,
    }),
    (c) => {
      const user = deps.accountCodes.verifyPhone(callerOf(c).id, c.req.valid('json').code);
      return c.json(toUserDto(user, true), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.sendPassword, 'If the e-mail is registered, a code was sent', 400, 429),
      access: ANYONE,
      tags,
      summary:
        'Forgot password: send a code to the e-mail (answers the same whether or not it is registered)',
    }),
    async (c) => {
      const { accountCodes, limiter } = deps;
      const { email } = c.req.valid('json');
      limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      limiter.hit(`password-send:${email}`, 5, 60 * 60_000);
      await accountCodes.sendPasswordCode(email);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(codeCalls.confirmPassword, 'A new token', 400, 429),
      access: ANYONE,
      tags,
      summary: 'Forgot password: the code and a new password; every older token stops working',
    }),
    async (c) => {
      const { accountCodes, tokens, limiter } = deps;
      limiter.hit(`code-try-ip:${clientIp(c)}`, 60, 60 * 60_000);
      const user = await accountCodes.resetPassword(c.req.valid('json'));
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 200);
    },
  );

  return app;
}
