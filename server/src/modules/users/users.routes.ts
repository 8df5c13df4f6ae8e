import { manualTutorBodySchema, userCalls, userDtoSchema } from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { toTutorMetaDto, toUserDto } from './users.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, ANYONE, SIGNED_IN, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type UsersRoutesDeps = Pick<
  AppDeps,
  'clock' | 'codes' | 'invitesService' | 'limiter' | 'log' | 'tokens' | 'users' | 'usersService'
>;

/**
 * What the audit log keeps of a user around PUT /user/{id}: the account and, for a tutor, the
 * tutor fields the same call writes (bio, about, notice, manuallyAdded, contacted), so a change
 * of those shows in the row's before and after too.
 */
function auditView(deps: UsersRoutesDeps, id: string) {
  const user = deps.usersService.get(id);
  const tutor = deps.users.tutor(id);
  if (!tutor) return user;
  const { bio, about, notice, manuallyAdded, contacted } = tutor;
  return { ...user, bio, about, notice, manuallyAdded, contacted };
}

export function usersRoutes(deps: UsersRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(userCalls.register, 'The new user and a token', 400, 409, 429),
      access: ANYONE,
      tags: ['User'],
      summary: 'Register a student or a tutor, or anyone an admin invited (with the invite code)',
    }),
    async (c) => {
      const { usersService, invitesService, tokens, limiter, codes, log } = deps;
      limiter.hit(`register:${clientIp(c)}`, 20, 60 * 60_000);
      const { invite: code, ...body } = c.req.valid('json');
      // An invite's code gives the account the invited role, staff included (decision 232).
      const invite = code === undefined ? null : invitesService.openByCode(code, body.email);
      const role = invite?.role ?? body.role;
      const user =
        role === 'Student' || role === 'Tutor'
          ? await usersService.register({ ...body, role })
          : await usersService.createWithRole({ ...body, role, phone: body.phone ?? null });
      if (invite) invitesService.accepted(invite.id, user.id);
      // The verification code goes out at once; a failing mail server must not undo the sign-up.
      await codes
        .send({
          userId: user.id,
          kind: 'verify-email',
          target: user.email,
          channel: 'email',
          gender: user.gender,
        })
        .catch((error: unknown) =>
          log.error('verify-email send failed', { userId: user.id, error: String(error) }),
        );
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 201);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ADMINS },
      audit: { entity: 'user', read: (id) => deps.usersService.get(id) },
      method: 'post',
      path: '/user/tutor/manual',
      tags: ['User'],
      summary: 'Add a tutor who skips onboarding (admins); they set a password by e-mail code',
      request: jsonBody(manualTutorBodySchema),
      responses: { 201: json(userDtoSchema, 'The new tutor'), ...errors(400, 401, 403, 409) },
    }),
    (c) => {
      const user = deps.usersService.addTutor(c.req.valid('json'));
      return c.json(toUserDto(user), 201);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.current, 'The signed-in user', 401),
      access: SIGNED_IN,
      tags: ['User'],
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(toUserDto(deps.usersService.get(caller.id), true), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.tutorMeta, 'The tutor profile of the signed-in tutor', 401, 403),
      access: only('Tutor', 'TutorManager'),
      tags: ['User'],
    }),
    (c) => {
      const caller = callerOf(c);
      const { users, usersService, clock } = deps;
      const user = usersService.get(caller.id);
      const tutor = users.tutor(caller.id) ?? users.upsertTutor(caller.id, {}, clock.now());
      return c.json(toTutorMetaDto(user, tutor), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.one, 'A user', 401, 403, 404),
      // Staff who run onboarding may look people up; everyone else sees only themself.
      access: {
        roles: 'signed-in',
        self: { param: 'id', unless: [...ADMINS, 'TutorManager', 'Studio'] },
      },
      tags: ['User'],
    }),
    (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      return c.json(toUserDto(deps.usersService.get(id), caller.id === id), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.update, 'The updated user', 400, 401, 403, 404),
      access: { roles: 'signed-in', self: { param: 'id' }, also: 'role changes: super admins' },
      audit: { entity: 'user', id: (i) => i.param('id'), read: (id) => auditView(deps, id) },
      tags: ['User'],
    }),
    (c) => {
      const caller = callerOf(c);
      const user = c
        .get('deps')
        .usersService.update(caller, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toUserDto(user, caller.id === user.id), 200);
    },
  );

  return app;
}
