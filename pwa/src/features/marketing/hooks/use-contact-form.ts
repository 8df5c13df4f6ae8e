import '../../../lib/zod-jitless.ts';
import { useState, type FormEvent } from 'react';
import {
  contactMessageSchema,
  contactTitleSchema,
  emailSchema,
  errorMessage,
  isErrorCode,
} from '@kalam/shared';
import { RequestFailed } from '../api/http.ts';
import { sendContactRequest } from '../api/contact.ts';
import { contactPage } from '../content/contact.ts';

export type ContactField = 'name' | 'email' | 'title' | 'message';
type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;
/** The part of a zod schema we use, so this file needs no zod import of its own. */
interface Rule {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

const EMPTY: Values = { name: '', email: '', title: '', message: '' };

/** The rule's catalogue code becomes its Arabic message; a blank field is simply "required". */
function check(schema: Rule, value: string): string | undefined {
  if (!value.trim()) return contactPage.form.required;
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const code = result.error?.issues[0]?.message;
  return isErrorCode(code) ? errorMessage(code) : contactPage.form.required;
}

function validate(values: Values, anonymous: boolean): Errors {
  const errors: Errors = {
    title: check(contactTitleSchema, values.title),
    message: check(contactMessageSchema, values.message),
  };
  if (anonymous) {
    errors.name = values.name.trim().length >= 2 ? undefined : contactPage.form.required;
    errors.email = values.email.trim()
      ? check(emailSchema, values.email) && contactPage.form.invalidEmail
      : contactPage.form.required;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

function failureText(error: unknown): string {
  if (error instanceof RequestFailed) {
    if (error.status === 0) return contactPage.offline;
    if (error.message) return error.message;
  }
  return `${contactPage.failed} ${errorMessage('unexpected')}`;
}

/** State and submit of the contact form; the server's Arabic message is shown on failure. */
export function useContactForm(token: string | null) {
  const anonymous = !token;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: ContactField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values, anonymous);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactRequest(
        {
          title: values.title.trim(),
          message: values.message.trim(),
          ...(anonymous ? { name: values.name.trim(), email: values.email.trim() } : {}),
        },
        token,
      );
      setStatus('sent');
      setValues(EMPTY);
    } catch (error) {
      setStatus('idle');
      setFailure(failureText(error));
    }
  }

  return {
    anonymous,
    values,
    errors,
    status,
    failure,
    set,
    submit,
    reset: () => setStatus('idle'),
  };
}
