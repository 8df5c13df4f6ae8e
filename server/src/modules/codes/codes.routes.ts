import { z } from 'zod';
import {
  AppError,
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
import { toUserDto } from '../users/users.dto.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, SIGNED_IN } from '../../kernel/access.ts';

const confirmEmailBody = z
  .object({ code: verificationCodeSchema, email: emailSchema.optional() })
  .strict();
const tags = ['Confirmation codes'];

export function codesRoutes() {
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
      const caller = callerOf(c);
      const { usersService, codes, limiter } = c.get('deps');
      limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      const user = usersService.get(caller.id);
      if (user.verifiedEmail) throw new AppError('email-already-verified');
      await codes.send({
        userId: user.id,
        kind: 'verify-email',
        target: user.email,
        channel: 'email',
      });
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
      const { users, usersService, codes, limiter, bus, clock } = c.get('deps');
      const body = c.req.valid('json');
      limiter.hit(`code-try-ip:${clientIp(c)}`, 60, 60 * 60_000);
      const caller = c.get('caller');
      const user = caller
        ? usersService.get(caller.id)
        : body.email
          ? users.byEmail(body.email)
          : undefined;
      if (!user) throw new AppError(body.email ? 'invalid-verification-code' : 'unauthenticated');
      if (user.verifiedEmail) throw new AppError('email-already-verified');
      const target = codes.consume(user.id, 'verify-email', body.code);
      if (target !== user.email) throw new AppError('expired-verification-code');
      const updated = users.update(user.id, { verifiedEmail: true, updatedAt: clock.now() });
      bus.publish('user-updated', { userId: user.id });
      if (user.role === 'Tutor') bus.publish('tutors-cache-updated', { tutorIds: [user.id] });
      return c.json(toUserDto(updated, true), 200);
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
      const caller = callerOf(c);
      const { users, usersService, codes, limiter, clock } = c.get('deps');
      limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      const body = c.req.valid('json');
      let user = usersService.get(caller.id);
      const phone = body.phone ?? user.phone;
      if (!phone) throw new AppError('phone-required');
      if (user.verifiedPhone && phone === user.phone) throw new AppError('phone-already-verified');
      if (phone !== user.phone)
        user = users.update(user.id, { phone, verifiedPhone: false, updatedAt: clock.now() });
      const channel =
        body.method ?? (user.notificationMethod === 'telegram' ? 'telegram' : 'whatsapp');
      await codes.send({ userId: user.id, kind: 'verify-phone', target: phone, channel });
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
      const caller = callerOf(c);
      const { users, usersService, codes, bus, clock } = c.get('deps');
      const user = usersService.get(caller.id);
      if (user.verifiedPhone) throw new AppError('phone-already-verified');
      const target = codes.consume(user.id, 'verify-phone', c.req.valid('json').code);
      if (target !== user.phone) throw new AppError('incorrect-phone');
      const updated = users.update(user.id, { verifiedPhone: true, updatedAt: clock.now() });
      bus.publish('user-updated', { userId: user.id });
      if (user.role === 'Tutor') bus.publish('tutors-cache-updated', { tutorIds: [user.id] });
      return c.json(toUserDto(updated, true), 200);
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
      const { users, codes, limiter } = c.get('deps');
      const { email } = c.req.valid('json');
      limiter.hit(`code-send-ip:${clientIp(c)}`, 30, 60 * 60_000);
      limiter.hit(`password-send:${email}`, 5, 60 * 60_000);
      const user = users.byEmail(email);
      if (user && !user.deleted) {
        try {
          await codes.send({
            userId: user.id,
            kind: 'forget-password',
            target: user.email,
            channel: 'email',
          });
        } catch (error) {
          // A resend inside the wait answers like a send, so the answer says nothing about the account.
          if (!(error instanceof AppError && error.code === 'too-many-requests')) throw error;
        }
      }
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
      const { users, codes, passwords, tokens, limiter, clock, bus } = c.get('deps');
      const body = c.req.valid('json');
      limiter.hit(`code-try-ip:${clientIp(c)}`, 60, 60 * 60_000);
      const user = users.byEmail(body.email);
      if (!user || user.deleted) throw new AppError('invalid-verification-code');
      codes.consume(user.id, 'forget-password', body.code);
      const passwordHash = await passwords.hash(body.password);
      const updated = users.update(user.id, {
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        verifiedEmail: true,
        updatedAt: clock.now(),
      });
      bus.publish('user-updated', { userId: user.id });
      bus.publish('user-tokens-revoked', { userId: user.id });
      return c.json({ token: await tokens.issue(updated), user: toUserDto(updated, true) }, 200);
    },
  );

  return app;
}
