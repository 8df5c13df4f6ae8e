import type { PlanInviteDto } from '@kalam/shared';
import type { PlanInviteView } from './plan-invites.repository.ts';

export function toPlanInviteDto(row: PlanInviteView): PlanInviteDto {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    planId: row.planId,
    planNameAr: row.planNameAr,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
