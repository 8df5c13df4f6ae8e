import type { InviteDto } from '@kalam/shared';
import type { InviteRow } from './invites.repository.ts';

export function toInviteDto(row: InviteRow, state: InviteDto['state']): InviteDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state,
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
