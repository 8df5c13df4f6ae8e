import {
  confirmEmailBodySchema,
  confirmPasswordBodySchema,
  okResponseSchema,
  sendPasswordCodeBodySchema,
  sendPhoneCodeBodySchema,
  verifyPhoneBodySchema,
} from '../contracts/auth.ts';
import {
  authResponseSchema,
  googleConfigSchema,
  googleLoginBodySchema,
  passwordLoginBodySchema,
  registerBodySchema,
  studentBodySchema,
  studentDtoSchema,
  tutorMetaDtoSchema,
  updateUserBodySchema,
  userDtoSchema,
} from '../contracts/user.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema } from './call-parts.ts';
import { signedInCalls } from './signed-in.ts';

/** Signing in and up (spec §7 Auth). */
export const authCalls = {
  password: defineCallSpec({
    method: 'post',
    path: '/auth/password',
    body: passwordLoginBodySchema,
    status: 200,
    answer: authResponseSchema,
  }),
  google: defineCallSpec({
    method: 'post',
    path: '/auth/google',
    body: googleLoginBodySchema,
    status: 200,
    answer: authResponseSchema,
  }),
  googleConfig: defineCallSpec({
    method: 'get',
    path: '/auth/google/config',
    status: 200,
    answer: googleConfigSchema,
  }),
  refresh: signedInCalls.refresh,
};

/** Users and their student profile (spec §7 User, Student). */
export const userCalls = {
  register: defineCallSpec({
    method: 'post',
    path: '/user',
    body: registerBodySchema,
    status: 201,
    answer: authResponseSchema,
  }),
  current: signedInCalls.current,
  tutorMeta: defineCallSpec({
    method: 'get',
    path: '/user/tutor/meta',
    status: 200,
    answer: tutorMetaDtoSchema,
  }),
  one: defineCallSpec({
    method: 'get',
    path: '/user/{id}',
    params: idParamsSchema,
    status: 200,
    answer: userDtoSchema,
  }),
  update: defineCallSpec({
    method: 'put',
    path: '/user/{id}',
    params: idParamsSchema,
    body: updateUserBodySchema,
    status: 200,
    answer: userDtoSchema,
  }),
  createStudent: defineCallSpec({
    method: 'post',
    path: '/student',
    body: studentBodySchema,
    status: 201,
    answer: studentDtoSchema,
  }),
  updateStudent: defineCallSpec({
    method: 'patch',
    path: '/student',
    body: studentBodySchema,
    status: 200,
    answer: studentDtoSchema,
  }),
  student: defineCallSpec({
    method: 'get',
    path: '/student/{id}',
    params: idParamsSchema,
    status: 200,
    answer: studentDtoSchema,
  }),
};

/** Confirmation codes: e-mail, phone, password reset (spec §7 Confirmation codes). */
export const codeCalls = {
  sendEmail: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/email/send',
    status: 200,
    answer: okResponseSchema,
  }),
  confirmEmail: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/email/confirm',
    body: confirmEmailBodySchema,
    status: 200,
    answer: userDtoSchema,
  }),
  sendPhone: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/phone/send',
    body: sendPhoneCodeBodySchema,
    status: 200,
    answer: okResponseSchema,
  }),
  verifyPhone: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/phone/verify',
    body: verifyPhoneBodySchema,
    status: 200,
    answer: userDtoSchema,
  }),
  sendPassword: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/password/send',
    body: sendPasswordCodeBodySchema,
    status: 200,
    answer: okResponseSchema,
  }),
  confirmPassword: defineCallSpec({
    method: 'post',
    path: '/confirmation-code/password/confirm',
    body: confirmPasswordBodySchema,
    status: 200,
    answer: authResponseSchema,
  }),
};
