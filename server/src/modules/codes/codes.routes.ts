import { z } from 'zod';
import {
  authResponseSchema,
  confirmPasswordBodySchema,
  emailSchema,
  okResponseSchema,
  sendPasswordCodeBodySchema,
  sendPhoneCodeBodySchema,
  userDtoSchema,
  verificationCodeSchema,
  verifyPhoneBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { toUserDto } from '../users/index.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const confirmEmailBody = z
  .object({ code: verificationCodeSchema, email: emailSchema.optional() })
  .strict();
const tags = ['Confirmation codes'];

/** What these calls use of the composition: their own services, nothing more. */
export type CodesRoutesDeps = Pick<AppDeps, 'accountCodes' | 'limiter' | 'tokens'>;

export function codesRoutes(deps: CodesRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'post',
      path: '/confirmation-code/email/send',
      tags,
      responses: { 200: json(okResponseSchema, 'Code sent'), ...errors(401, 409, 429) },
    }),
    async (c) => {
      deps.limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      await deps.accountCodes.sendEmailCode(callerOf(c).id);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/confirmation-code/email/confirm',
      tags,
      summary: 'Confirm the e-mail with its code (signed in, or by the link with the e-mail)',
      request: jsonBody(confirmEmailBody),
      responses: {
        200: json(userDtoSchema, 'The user, e-mail verified'),
        ...errors(400, 401, 409, 429),
      },
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
      access: SIGNED_IN,
      method: 'post',
      path: '/confirmation-code/phone/send',
      tags,
      request: jsonBody(sendPhoneCodeBodySchema),
      responses: { 200: json(okResponseSchema, 'Code sent'), ...errors(400, 401, 409, 429) },
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
      access: SIGNED_IN,
      method: 'post',
      path: '/confirmation-code/phone/verify',
      tags,
      request: jsonBody(verifyPhoneBodySchema),
      responses: {
        200: json(userDtoSchema, 'The user, phone verified'),
        ...errors(400, 401, 409, 429),
      },
    }),
    (c) => {
      const user = deps.accountCodes.verifyPhone(callerOf(c).id, c.req.valid('json').code);
      return c.json(toUserDto(user, true), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/confirmation-code/password/send',
      tags,
      summary:
        'Forgot password: send a code to the e-mail (answers the same whether or not it is registered)',
      request: jsonBody(sendPasswordCodeBodySchema),
      responses: {
        200: json(okResponseSchema, 'If the e-mail is registered, a code was sent'),
        ...errors(400, 429),
      },
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
      access: ANYONE,
      method: 'post',
      path: '/confirmation-code/password/confirm',
      tags,
      summary: 'Forgot password: the code and a new password; every older token stops working',
      request: jsonBody(confirmPasswordBodySchema),
      responses: { 200: json(authResponseSchema, 'A new token'), ...errors(400, 429) },
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
