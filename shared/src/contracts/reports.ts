import { z } from 'zod';
import { USER_ROLES } from '../enums.ts';
import { containsHtml, textField } from '../schemas/text.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';
import { assetDtoSchema } from './assets.ts';

// ── Reports (spec §3 "Report with attachment kinds screenshot or log", §7 /report) ────────
/** open → in-progress → resolved or dismissed (decision 018). */
export const REPORT_STATUSES = ['open', 'in-progress', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Once handled, the reporter can no longer edit the description. */
export const CLOSED_REPORT_STATUSES = ['resolved', 'dismissed'] as const;

/** How many files of each kind one report may carry. */
export const REPORT_MAX_FILES = { screenshot: 3, log: 1 } as const;

export const reportDescriptionSchema = textField({
  min: 10,
  max: 2000,
  short: 'short-report-description',
  long: 'long-report-description',
  html: 'invalid-report-description',
});
/** The admin's note to the reporter; null removes it. */
export const reportNoteSchema = textField({
  min: 1,
  max: 1000,
  short: 'required',
  long: 'long-report-note',
  html: 'invalid-report-note',
});
/** Where in the app it happened (a route such as `/lesson/…`); plain text. */
export const reportPageSchema = z
  .string({ error: 'invalid-type' })
  .trim()
  .max(300, 'invalid-type')
  .refine((v) => !containsHtml(v), 'invalid-type');
export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: 'invalid-report-status' });

/** The text fields of POST /report/with/asset (multipart); files go in `screenshot` and `log`. */
export const reportFormFieldsSchema = z
  .object({ description: reportDescriptionSchema, page: reportPageSchema.optional() })
  .strict();
export type ReportFormFields = z.input<typeof reportFormFieldsSchema>;

/**
 * PUT /report names the report in the body (spec §7 has no id in the path). The reporter may
 * change the description while the report is open; admins change the status and the note.
 */
export const reportUpdateBodySchema = z
  .object({
    id: idSchema,
    description: reportDescriptionSchema.optional(),
    status: reportStatusSchema.optional(),
    note: reportNoteSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => v.description !== undefined || v.status !== undefined || v.note !== undefined, {
    message: 'empty-request',
  });
export type ReportUpdateBody = z.input<typeof reportUpdateBodySchema>;

export const reportListQuerySchema = pagingQuerySchema.extend({
  status: reportStatusSchema.optional(),
  reporterId: idSchema.optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportDtoSchema = z.object({
  id: z.string(),
  reporter: z.object({ id: z.string(), name: z.string(), role: z.enum(USER_ROLES) }),
  description: z.string(),
  page: z.string().nullable(),
  status: reportStatusSchema,
  note: z.string().nullable(),
  /** The admin who last changed the status or the note. */
  handledBy: z.string().nullable(),
  attachments: z.array(assetDtoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportDto = z.infer<typeof reportDtoSchema>;
