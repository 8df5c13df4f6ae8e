import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';

/** `{id}` in a call's path. */
export const idParamsSchema = z.object({ id: idSchema });

/** What a delete answers: the id of what went. */
export const removedAnswerSchema = z.object({ id: z.string() });
