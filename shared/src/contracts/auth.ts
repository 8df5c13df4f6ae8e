import { z } from 'zod';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../schemas/user.ts';

export const sendEmailCodeBodySchema = z.object({}).strict();
/** The e-mail code; `email` names the address the code went to when it was just changed. */
export const confirmEmailBodySchema = z
  .object({ code: verificationCodeSchema, email: emailSchema.optional() })
  .strict();
export const sendPhoneCodeBodySchema = z
  .object({ phone: phoneSchema.optional(), method: z.enum(['whatsapp', 'telegram']).optional() })
  .strict();
export const verifyPhoneBodySchema = z.object({ code: verificationCodeSchema }).strict();
export const sendPasswordCodeBodySchema = z.object({ email: emailSchema }).strict();
/** A new password with its code, as a settings form asks for it (the e-mail is the account's). */
export const passwordChangeFormSchema = z
  .object({ code: verificationCodeSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'password-mismatch',
    path: ['confirmPassword'],
  });

export const confirmPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'password-mismatch',
    path: ['confirmPassword'],
  });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The JWT payload of API.md (seconds since the epoch); `v` is the account's token generation. */
export interface TokenPayload {
  id: string;
  role: string;
  iat: number;
  exp: number;
  v: number;
}
