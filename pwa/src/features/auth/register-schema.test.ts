import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { sharedResolver } from '../../lib/form.ts';
import { registerFormSchema, type RegisterFormValues } from './register-schema.ts';

/** The form's refusals of one submit, field → message, as the sign-up page shows them. */
async function refusals(tutorName: boolean, values: RegisterFormValues) {
  const resolve = sharedResolver<RegisterFormValues>(registerFormSchema({ tutorName }));
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors as FieldErrors).map(([field, e]) => [field, e?.message]),
  );
}

const wrong = {
  name: 'Yasmin Adel',
  email: 'yasmin@',
  password: 'short',
  confirmPassword: 'short',
};

describe('the sign-up form refuses every wrong field on the same submit', () => {
  it('a tutor: the English name with the e-mail and the password, not on a second submit', async () => {
    expect(await refusals(true, { ...wrong, role: 'Tutor' })).toEqual({
      name: 'اسم المدرّس لازم يكون بالعربي.',
      email: 'الإيميل مش مظبوط.',
      password: 'كلمة المرور قصيرة، لازم ٨ حروف على الأقل.',
    });
  });

  it('a tutor with an Arabic name passes the name', async () => {
    const said = await refusals(true, { ...wrong, name: 'ياسمين عادل', role: 'Tutor' });
    expect(said.name).toBeUndefined();
  });

  it('a student (or an invited account, whose role the server knows) may write it in English', async () => {
    const said = await refusals(false, { ...wrong, role: 'Student' });
    expect(said.name).toBeUndefined();
    expect(Object.keys(said).sort()).toEqual(['email', 'password']);
  });
});
