import { z } from 'zod';
import {
  GOVERNORATES,
  genderSchema,
  toArabicDigits,
  toLatinDigits,
  userCalls,
  userNameSchema,
  type UpdateUserBody,
  type UserDto,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { arabicDigitsField } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { studentText } from './text.ts';

const t = studentText.settings;

/** The fields as the form holds them (text); the server's own rules check what is sent. */
const schema = z.object({
  name: userNameSchema,
  gender: z.union([z.literal(''), genderSchema]),
  birthYear: z.string(),
  city: z.string(),
});
type Values = z.input<typeof schema>;

/** What PUT /user/{id} is sent: the name always, the rest when chosen; digits of either set. */
export function accountBody(values: Values): UpdateUserBody {
  const body: UpdateUserBody = { name: values.name.trim() };
  if (values.gender) body.gender = values.gender;
  const year = toLatinDigits(values.birthYear.trim());
  if (year) body.birthYear = Number(year);
  if (values.city) body.city = Number(values.city);
  return body;
}

/** What the form starts from: what is saved, the year in Arabic-Indic digits as typed ones are. */
export function accountValues(
  user: Pick<UserDto, 'name' | 'gender' | 'birthYear' | 'city'>,
): Values {
  return {
    name: user.name,
    gender: user.gender ?? '',
    birthYear: user.birthYear ? toArabicDigits(String(user.birthYear)) : '',
    city: user.city ? String(user.city) : '',
  };
}

/** Name, gender, birth year and governorate: PUT /user/{id}; the server's rules answer per field. */
export function AccountForm({ user }: { user: UserDto }) {
  const me = useAuth().user;
  const { refreshUser } = useAuth();
  const { form, submit, errors, busy } = useSettingsForm<Values>({
    schema,
    values: accountValues(user),
    save: async (values) => {
      await call(userCalls.update, { params: { id: user.id }, body: accountBody(values) });
      await refreshUser();
    },
    toastId: 'settings-saved',
    saved: t.saved,
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-4">
      <TextField
        label={t.name}
        autoComplete="name"
        hint={t.nameHint(me)}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <NativeSelect
        label={t.gender}
        placeholder={t.choose(me)}
        {...form.register('gender')}
        error={errors.gender?.message}
        options={[
          ['male', t.male],
          ['female', t.female],
        ]}
      />
      <TextField
        label={t.birthYear}
        inputMode="numeric"
        dir="ltr"
        {...arabicDigitsField(form.register('birthYear'))}
        error={errors.birthYear?.message}
      />
      <NativeSelect
        label={t.city}
        placeholder={t.choose(me)}
        {...form.register('city')}
        error={errors.city?.message}
        options={GOVERNORATES.map((g) => [String(g.id), g.ar] as const)}
      />
      <Button type="submit" loading={busy} className="self-start">
        {t.save}
      </Button>
    </form>
  );
}
