import type { CouponDto } from '@kalam/shared';
import type { CouponRow } from './coupons.repository.ts';

export function toCouponDto(row: CouponRow, now: number): CouponDto {
  return {
    id: row.id,
    code: row.code,
    discount: row.discount,
    maxDiscount: row.maxDiscount,
    expiresAt: new Date(row.expiresAt).toISOString(),
    expired: now >= row.expiresAt,
    usageLimit: row.usageLimit,
    perStudentLimit: row.perStudentLimit,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
