import { z } from 'zod';
import { contactMessageSchema, contactTitleSchema } from '../schemas/catalogue-rules.ts';
import { emailSchema, userNameSchema } from '../schemas/user.ts';

/** The contact form: a signed-in person's name and e-mail come from their account. */
export const contactRequestBodySchema = z
  .object({
    title: contactTitleSchema,
    message: contactMessageSchema,
    name: userNameSchema.optional(),
    email: emailSchema.optional(),
  })
  .strict();
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

export const contactRequestDtoSchema = z.object({ id: z.string(), createdAt: z.string() });
