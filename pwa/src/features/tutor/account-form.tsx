import { z } from 'zod';
import {
  NOTIFICATION_METHODS,
  normalisePhone,
  notificationMethodSchema,
  tutorNameSchema,
  type UpdateUserBody,
  type UserDto,
} from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { tutorText } from './text.ts';
import { updateMe } from './tutor-api.ts';
import { localPhone, PHONE_PLACEHOLDER } from '../../lib/format.ts';

const t = tutorText.account;

/** The server's rules for these fields; an empty phone means "no number". */
const schema = z.object({
  name: tutorNameSchema,
  phone: z.string().refine((v) => !v.trim() || normalisePhone(v) !== null, 'invalid-phone'),
  notificationMethod: notificationMethodSchema,
});
type Values = z.input<typeof schema>;

/** Only what changed is sent (PUT /user/{id}); a changed phone must be verified again. */
export function changes(user: UserDto, values: Values): UpdateUserBody {
  const body: UpdateUserBody = {};
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (name !== user.name) body.name = name;
  const phone = values.phone.trim() ? normalisePhone(values.phone) : null;
  if (phone !== user.phone) body.phone = phone;
  if (values.notificationMethod !== user.notificationMethod)
    body.notificationMethod = values.notificationMethod;
  return body;
}

export function AccountForm({ user }: { user: UserDto }) {
  const me = useAuth().user;
  const { refreshUser } = useAuth();
  const { form, submit, errors, busy } = useSettingsForm<Values>({
    schema,
    values: {
      name: user.name,
      // As Egyptians type it, like the hint under the field (+20 stays the stored form).
      phone: localPhone(user.phone),
      notificationMethod: user.notificationMethod,
    },
    save: async (values) => {
      const body = changes(user, values);
      if (Object.keys(body).length === 0) return false;
      await updateMe(user.id, body);
      await refreshUser();
    },
    toastId: 'account-saved',
    saved: t.saved,
    nothing: t.nothing,
  });

  return (
    <Card title={t.details}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.name}
          autoComplete="name"
          hint={t.nameHint}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextField label={t.email} value={user.email} dir="ltr" readOnly disabled />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder={PHONE_PLACEHOLDER}
          hint={t.phoneHint(me)}
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <fieldset>
          <legend className="mb-1.5 font-semibold">{t.notify}</legend>
          <div className="flex flex-wrap gap-2">
            {NOTIFICATION_METHODS.map((method) => (
              <label
                key={method}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-field px-4 has-checked:border-focus has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  value={method}
                  {...form.register('notificationMethod')}
                  className="size-4 accent-brand"
                />
                {t.methods[method]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" loading={busy} className="self-start">
          {t.save}
        </Button>
      </form>
    </Card>
  );
}
