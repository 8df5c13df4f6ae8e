import { z } from 'zod';
import { registerBodySchema, tutorNameSchema, userNameSchema } from '@kalam/shared';

/**
 * The server's sign-up rules, plus the confirmation only a form has. A tutor's name must be in
 * Arabic (spec §5): the server checks it in its service, after the body's rules, so the form
 * checks it too — every field's refusal is then said on the same submit, not the name's on the
 * next. An invite's role is the invite's (decision 232): the server alone knows it, and says it.
 */
export function registerFormSchema({ tutorName }: { tutorName: boolean }) {
  return registerBodySchema
    .safeExtend({
      name: tutorName ? tutorNameSchema : userNameSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'password-mismatch',
      path: ['confirmPassword'],
    });
}

export type RegisterFormValues = z.input<ReturnType<typeof registerFormSchema>>;
