import {
  AppError,
  CLOSED_REPORT_STATUSES,
  isAdmin,
  reportFormFieldsSchema,
  type ReportDto,
  type ReportListQuery,
  type reportUpdateBodySchema,
} from '@kalam/shared';
import type { z } from 'zod';
import type { Caller } from '../../kernel/caller.ts';
import { validationError } from '../../kernel/validation.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import type { AssetsService } from '../assets/index.ts';
import type { ReceivedForm } from '../assets/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { toReportDto } from './reports.dto.ts';
import type { ReportRow, ReportsRepository } from './reports.repository.ts';

export interface ReportsServiceDeps {
  reports: ReportsRepository;
  assetsService: AssetsService;
  users: UsersRepository;
  clock: Clock;
}

type ReportChanges = z.output<typeof reportUpdateBodySchema>;

/** Problem reports with screenshots and logs: a user writes one, admins work through them. */
export class ReportsService {
  constructor(private readonly deps: ReportsServiceDeps) {}

  /** Text fields checked, every file checked by content, then the report and files stored together. */
  async create(caller: Caller, form: ReceivedForm): Promise<ReportDto> {
    const { assetsService } = this.deps;
    return assetsService.consume(form, async (made) => {
      const fields = reportFormFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw validationError(fields.error);
      const prepared = await assetsService.prepare(
        form.files.map((file) => ({ file, kind: file.field as 'screenshot' | 'log' })),
        made,
      );
      const id = newId();
      const now = this.deps.clock.now();
      await assetsService.store(
        prepared.map((p) => ({
          prepared: p,
          bucket: 'uploads',
          ownerId: caller.id,
          subjectId: id,
        })),
        caller.id,
        () =>
          this.deps.reports.insert({
            id,
            reporterId: caller.id,
            description: fields.data.description,
            page: fields.data.page || null,
            status: 'open',
            createdAt: now,
            updatedAt: now,
          }),
      );
      return this.views([this.deps.reports.byId(id)!])[0]!;
    });
  }

  /**
   * The reporter edits the description until the report is handled; admins set the status and
   * the note (and may correct the description). Nobody else sees or touches it.
   */
  update(caller: Caller, body: ReportChanges): ReportDto {
    const row = this.deps.reports.byId(body.id);
    if (!row) throw new AppError('report-not-found');
    const admin = isAdmin(caller.role);
    if (!admin) {
      if (row.reporterId !== caller.id) throw new AppError('forbidden');
      if (body.status !== undefined || body.note !== undefined) throw new AppError('forbidden');
      if ((CLOSED_REPORT_STATUSES as readonly string[]).includes(row.status))
        throw new AppError('report-closed');
    }
    const handled = admin && (body.status !== undefined || body.note !== undefined);
    const updated = this.deps.reports.update(row.id, {
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.status === undefined ? {} : { status: body.status }),
      ...(body.note === undefined ? {} : { note: body.note }),
      ...(handled ? { handledBy: caller.id } : {}),
      updatedAt: this.deps.clock.now(),
    });
    return this.views([updated])[0]!;
  }

  list(query: ReportListQuery): { list: ReportDto[]; total: number } {
    const { page, size, status, reporterId } = query;
    const result = this.deps.reports.page({ status, reporterId }, size, (page - 1) * size);
    return { list: this.views(result.list), total: result.total };
  }

  private views(rows: ReportRow[]): ReportDto[] {
    const files = this.deps.assetsService.attachmentsOf(rows.map((r) => r.id));
    return rows.map((row) => {
      const reporter = this.deps.users.byId(row.reporterId)!;
      return toReportDto(row, reporter, files.get(row.id) ?? []);
    });
  }
}
