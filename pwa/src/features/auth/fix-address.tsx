import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema, userCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, sharedResolver } from '../../lib/form.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { authText as t } from './text.ts';

const schema = z.object({ email: emailSchema });
/** The address another account has: the server says so without field details. */
const BY_CODE = { 'user-exists': 'email' } as const;
const said = (_path: string, code: string) => (code === 'user-exists' ? t.verify.taken : undefined);

/**
 * A mistyped address, fixed where the person notices it: the verify page. The server takes a
 * new address only while the old one is unproven; then the code goes to the new one.
 */
export function FixAddress({ onSaved }: { onSaved: () => void }) {
  const { user, refreshUser } = useAuth();
  const [open, setOpen] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: sharedResolver(schema),
    defaultValues: { email: user?.email ?? '' },
  });
  if (!user) return null;
  if (!open)
    return (
      <button
        type="button"
        className="self-start text-sm font-semibold text-brand-ink underline underline-offset-4"
        onClick={() => setOpen(true)}
      >
        {t.verify.wrongAddress(user)}
      </button>
    );
  const save = form.handleSubmit(async ({ email }) => {
    try {
      await call(userCalls.update, { params: { id: user.id }, body: { email } });
      await refreshUser();
      toast({ id: 'address-saved', type: 'success', title: t.verify.addressSaved });
      setOpen(false);
      onSaved();
    } catch (error) {
      if (!showRefusal(form, error, BY_CODE, said))
        toast({ id: 'address-saved', type: 'error', title: failureText(error) });
    }
  });
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-2" data-testid="fix-address">
      <TextField
        label={t.verify.newAddress}
        type="email"
        dir="ltr"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.verify.saveAddress(user)}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t.verify.cancelAddress}
        </Button>
      </div>
    </form>
  );
}
