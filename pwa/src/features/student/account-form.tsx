import { useState, type FormEvent } from 'react';
import { GOVERNORATES, userCalls, type UserDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { NativeSelect } from '../../ui/native-select.tsx';
import { studentText } from './text.ts';

const t = studentText.settings;

/** Name, gender, birth year and governorate: PUT /user/{id}; the server's rules answer per field. */
export function AccountForm({ user }: { user: UserDto }) {
  const { refreshUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const body: Record<string, string | number> = { name: values.name?.trim() ?? '' };
    if (values.gender) body.gender = values.gender;
    if (values.birthYear?.trim()) body.birthYear = Number(values.birthYear.trim());
    if (values.city) body.city = Number(values.city);
    setBusy(true);
    setErrors({});
    try {
      await call(userCalls.update, { params: { id: user.id }, body });
      await refreshUser();
      toast({ id: 'settings-saved', type: 'success', title: t.saved });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        toast({ id: 'settings-failed', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="flex max-w-lg flex-col gap-4">
      <TextField
        label={t.name}
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        hint={t.nameHint}
        error={errors.name}
      />
      <NativeSelect
        label={t.gender}
        name="gender"
        placeholder={t.choose}
        defaultValue={user.gender ?? ''}
        error={errors.gender}
        options={[
          ['male', t.male],
          ['female', t.female],
        ]}
      />
      <TextField
        label={t.birthYear}
        name="birthYear"
        inputMode="numeric"
        dir="ltr"
        defaultValue={user.birthYear ?? ''}
        error={errors.birthYear}
      />
      <NativeSelect
        label={t.city}
        name="city"
        placeholder={t.choose}
        defaultValue={user.city ? String(user.city) : ''}
        error={errors.city}
        options={GOVERNORATES.map((g) => [String(g.id), g.ar] as const)}
      />
      <Button type="submit" loading={busy} className="self-start">
        {t.save}
      </Button>
    </form>
  );
}
