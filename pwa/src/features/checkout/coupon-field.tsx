import { useState } from 'react';
import {
  couponCodeSchema,
  errorMessage,
  type CouponDto,
  type ErrorCode,
  type Hundredths,
} from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { checkCoupon } from './checkout-api.ts';
import { checkoutText as t } from './text.ts';

interface CouponFieldProps {
  coupon: CouponDto | null;
  /** Why the applied coupon cannot count (from the price summary). */
  couponError: ErrorCode | null;
  /** What the coupon takes off this price (its cap applied), from the price summary. */
  couponDiscount: Hundredths;
  /** Its cap made it take off less than its percent. */
  couponCapped: boolean;
  onChange(coupon: CouponDto | null): void;
  disabled?: boolean;
}

/** Checks a code with GET /coupon/code/{code}; the discount shown is a preview, the server decides. */
export function CouponField({
  coupon,
  couponError,
  couponDiscount,
  couponCapped,
  onChange,
  disabled,
}: CouponFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const parsed = couponCodeSchema.safeParse(text);
    if (!parsed.success) {
      setError(errorMessage('invalid-coupon-code'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await checkCoupon(parsed.data);
      if (found.expired) {
        setError(errorMessage('expired-coupon'));
        onChange(null);
      } else onChange(found);
    } catch (e) {
      setError(failureText(e));
      onChange(null);
    } finally {
      setBusy(false);
    }
  };

  if (coupon) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 dark:border-emerald-800 dark:bg-emerald-950">
        <div className="flex-1">
          <p className="font-bold text-ok-text" dir="ltr" style={{ textAlign: 'start' }}>
            {coupon.code}
          </p>
          <p className="text-sm text-ok-strong">
            {couponError
              ? errorMessage(couponError)
              : t.coupon.applied(coupon.discount, couponDiscount, couponCapped)}
          </p>
        </div>
        <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
          {t.coupon.remove}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <TextField
        className="flex-1"
        label={t.coupon.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        hint={t.coupon.hint}
        dir="ltr"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={20}
        disabled={disabled}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={busy}
        disabled={disabled || !text.trim()}
        className={error ? 'mb-7' : 'mb-7'}
      >
        {t.coupon.apply}
      </Button>
    </form>
  );
}
