import {
  formatMoney,
  MONEY_SCALER,
  toArabicDigits,
  wallClock,
  type CouponDto,
} from '@kalam/shared';
import { formatDate } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { adminApi } from './admin-api.ts';
import { couponBody } from './coupon-body.ts';
import { Badge } from './parts.tsx';
import { adminText as t } from './text.ts';
import type { OfferKind } from './offer-kind.ts';

/** A new coupon runs for thirty days unless its expiry is moved. */
const days30 = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A limit in the form: Arabic digits, or empty for none. */
const limitText = (limit: number | null) => (limit === null ? '' : toArabicDigits(String(limit)));

/** A coupon's limits in its row: «٢ للكل، ١ لكل طالب», or «من غير حد» (decision 294). */
export function limitsText(coupon: Pick<CouponDto, 'usageLimit' | 'perStudentLimit'>): string {
  const parts = [
    coupon.usageLimit === null ? null : t.offers.forAll(formatNumber(coupon.usageLimit)),
    coupon.perStudentLimit === null
      ? null
      : t.offers.perStudent(formatNumber(coupon.perStudentLimit)),
  ].filter((part): part is string => part !== null);
  // «،» between them, not a middle dot: beside an Arabic digit a dot reads as a zero (decision 289).
  return parts.length > 0 ? parts.join('، ') : t.offers.noLimit;
}

/** Discount coupons (decision 198; edited in place since 267). */
export const COUPONS: OfferKind<CouponDto> = {
  tab: 'coupons',
  prefix: 'c',
  title: t.offers.coupons,
  createLabel: t.offers.createCoupon,
  searchLabel: t.offers.searchCoupons,
  fields: [
    { name: 'code', label: t.offers.code, type: 'text', initial: () => '', basis: 'basis-36' },
    {
      name: 'discount',
      label: t.offers.discount,
      type: 'text',
      numeric: true,
      initial: () => '١٠',
      basis: 'basis-36',
    },
    {
      name: 'maxDiscount',
      label: t.offers.maxDiscount,
      type: 'text',
      numeric: true,
      initial: () => '١٠٠',
      basis: 'basis-36',
    },
    {
      name: 'expires',
      label: t.offers.expiresAt,
      type: 'date',
      initial: days30,
      basis: 'basis-72',
      path: 'expiresAt',
    },
    {
      name: 'usageLimit',
      label: t.offers.usageLimit,
      type: 'text',
      numeric: true,
      initial: () => '',
      basis: 'basis-44',
      placeholder: t.offers.noLimit,
    },
    {
      name: 'perStudentLimit',
      label: t.offers.perStudentLimit,
      type: 'text',
      numeric: true,
      initial: () => '',
      basis: 'basis-44',
      placeholder: t.offers.noLimit,
    },
  ],
  ready: (d) => Boolean(d.code?.trim() && d.expires),
  create: (d) => adminApi.createCoupon(couponBody(d)),
  list: adminApi.coupons,
  remove: adminApi.deleteCoupon,
  edit: {
    draft: (coupon) => ({
      code: coupon.code,
      discount: toArabicDigits(String(coupon.discount)),
      maxDiscount: toArabicDigits(String(coupon.maxDiscount / MONEY_SCALER)),
      expires: wallClock(Date.parse(coupon.expiresAt)).date,
      usageLimit: limitText(coupon.usageLimit),
      perStudentLimit: limitText(coupon.perStudentLimit),
    }),
    // Only what changed: an expired coupon's discount can be mended without its date being
    // refused as past, and the server sees one change in the audit log, not four.
    save: (coupon, before, draft) => {
      const was = couponBody(before);
      const next = couponBody(draft);
      const changed = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => was[key as keyof typeof was] !== value),
      );
      return adminApi.updateCoupon(coupon.id, changed);
    },
    title: (coupon) => t.offers.editing(coupon.code),
  },
  sure: (coupon) => ({ title: t.sure.coupon(coupon.code), body: t.sure.couponBody }),
  keep: t.sure.keepIt,
  columns: [
    {
      id: 'code',
      header: t.offers.code,
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'discount',
      header: t.offers.discount,
      cell: ({ row }) => `${formatNumber(row.original.discount)}٪`,
    },
    {
      id: 'max',
      header: t.offers.maxDiscount,
      cell: ({ row }) => formatMoney(row.original.maxDiscount),
    },
    {
      id: 'expires',
      header: t.offers.expiresAt,
      cell: ({ row }) =>
        row.original.expired ? (
          <Badge tone="red">{t.offers.expired}</Badge>
        ) : (
          formatDate(row.original.expiresAt)
        ),
    },
    {
      id: 'limits',
      header: t.offers.limits,
      cell: ({ row }) => limitsText(row.original),
    },
  ],
};
