import type { ReportDto } from '@kalam/shared';
import type { AssetRow } from '../assets/index.ts';
import { toAssetDto } from '../assets/index.ts';
import type { UserRow } from '../users/users.port.ts';
import type { ReportRow } from './reports.repository.ts';

export function toReportDto(
  row: ReportRow,
  reporter: Pick<UserRow, 'id' | 'name' | 'role'>,
  attachments: AssetRow[],
): ReportDto {
  return {
    id: row.id,
    reporter: { id: reporter.id, name: reporter.name, role: reporter.role },
    description: row.description,
    page: row.page,
    status: row.status,
    note: row.note,
    handledBy: row.handledBy,
    attachments: attachments.map(toAssetDto),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
