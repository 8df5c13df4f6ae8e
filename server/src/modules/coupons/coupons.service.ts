import type { z } from 'zod';
import {
  AppError,
  couponCodeSchema,
  type couponBodySchema,
  type couponUpdateBodySchema,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import type { CouponRow, CouponsRepository } from './coupons.repository.ts';

export interface CouponsServiceDeps {
  coupons: CouponsRepository;
  clock: Clock;
}

type CouponInput = z.output<typeof couponBodySchema>;
type CouponChanges = z.output<typeof couponUpdateBodySchema>;

/** One student's uses cannot be more than everyone's (decision 294). */
function checkLimits(total: number | null, perStudent: number | null): void {
  if (total !== null && perStudent !== null && perStudent > total)
    throw new AppError('coupon-student-limit-above-total', [
      {
        path: 'perStudentLimit',
        code: 'coupon-student-limit-above-total',
        message: new AppError('coupon-student-limit-above-total').message,
      },
    ]);
}

export class CouponsService {
  constructor(private readonly deps: CouponsServiceDeps) {}

  list(search: string | undefined, page: number, size: number) {
    return this.deps.coupons.page(search, size, (page - 1) * size);
  }

  get(id: string): CouponRow {
    const row = this.deps.coupons.byId(id);
    if (!row) throw new AppError('coupon-not-found');
    return row;
  }

  /** A signed-in user checks a code before paying: unknown → not found, past expiry → expired. */
  check(code: string): CouponRow {
    const parsed = couponCodeSchema.safeParse(code);
    const row = parsed.success ? this.deps.coupons.byCode(parsed.data) : undefined;
    if (!row) throw new AppError('coupon-not-found');
    if (this.deps.clock.now() >= row.expiresAt) throw new AppError('expired-coupon');
    return row;
  }

  create(caller: Caller, body: CouponInput): CouponRow {
    this.checkExpiry(body.expiresAt);
    checkLimits(body.usageLimit ?? null, body.perStudentLimit ?? null);
    if (this.deps.coupons.byCode(body.code)) throw new AppError('coupon-exists');
    const now = this.deps.clock.now();
    return this.unique(() =>
      this.deps.coupons.insert({
        id: newId(),
        ...body,
        createdBy: caller.id,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  update(id: string, body: CouponChanges): CouponRow {
    const current = this.get(id);
    if (body.expiresAt !== undefined) this.checkExpiry(body.expiresAt);
    checkLimits(
      body.usageLimit === undefined ? current.usageLimit : body.usageLimit,
      body.perStudentLimit === undefined ? current.perStudentLimit : body.perStudentLimit,
    );
    if (
      body.code !== undefined &&
      body.code !== current.code &&
      this.deps.coupons.byCode(body.code)
    )
      throw new AppError('coupon-exists');
    return this.unique(() =>
      this.deps.coupons.update(id, { ...body, updatedAt: this.deps.clock.now() })!,
    );
  }

  /** Soft delete: payments that used the coupon still name it. */
  remove(id: string): void {
    this.get(id);
    this.deps.coupons.update(id, { deleted: true, updatedAt: this.deps.clock.now() });
  }

  isExpired(row: CouponRow): boolean {
    return this.deps.clock.now() >= row.expiresAt;
  }

  private checkExpiry(expiresAt: number): void {
    if (expiresAt <= this.deps.clock.now())
      throw new AppError('past-coupon-expiry', [
        {
          path: 'expiresAt',
          code: 'past-coupon-expiry',
          message: new AppError('past-coupon-expiry').message,
        },
      ]);
  }

  private unique(write: () => CouponRow): CouponRow {
    try {
      return write();
    } catch (error) {
      throw constraintError(error, { unique: 'coupon-exists', foreignKey: 'coupon-not-found' });
    }
  }
}
