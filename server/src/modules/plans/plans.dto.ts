import { planPrices, type PlanDto } from '@kalam/shared';
import type { PlanRow } from './plans.repository.ts';

export function toPlanDto(row: PlanRow): PlanDto {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    weeklyMinutes: row.weeklyMinutes,
    monthPrice: row.monthPrice,
    monthDiscount: row.monthDiscount,
    quarterDiscount: row.quarterDiscount,
    yearDiscount: row.yearDiscount,
    prices: planPrices(row),
    inviteOnly: row.inviteOnly,
    maxLessons: row.maxLessons,
    state: row.deleted ? 'deleted' : 'active',
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
