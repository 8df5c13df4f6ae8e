import { z } from 'zod';
import { USER_ROLES } from '../enums.ts';
import { instantSchema, pagingQuerySchema } from '../schemas/common.ts';

/** One admin write (issue 19, decision 193): who, what, when, and the record before and after. */
export const auditEntryDtoSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.enum(USER_ROLES),
  /** The call, e.g. `PATCH /plan/{id}`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /**
   * What a person calls each record this entry mentions, by id (decision 249): a user's name, a
   * coupon's code, a plan's or topic's Arabic name, an invite's e-mail. An id with no name (a
   * lesson, a payment) is absent.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditListQuerySchema = pagingQuerySchema.extend({
  actorId: z.string().trim().min(1).max(64).optional(),
  entity: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(80).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/**
 * A field the log never keeps, not even hashed: passwords, secrets, tokens, and any hash of one
 * (an invite's `codeHash` is the hash of the code that gives its role). The server stores
 * `AUDIT_HIDDEN` in its place; the page reads such a field as not recorded, whatever it holds.
 */
export const isSecretAuditKey = (key: string): boolean => /password|secret|token|hash/i.test(key);

/** What the log keeps in place of a secret field's value. */
export const AUDIT_HIDDEN = '[hidden]';
