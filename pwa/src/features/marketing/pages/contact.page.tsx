import { AUTH_TOKEN_STORAGE_KEY } from '@kalam/shared';
import { Link } from '../../../lib/navigation.tsx';
import { PageHeader } from '../components/page-header.tsx';
import {
  buttonPrimary,
  buttonSecondary,
  card,
  container,
  h3,
  link,
  muted,
} from '../components/styles.ts';
import { TextField } from '../components/text-field.tsx';
import { contactPage as text } from '../content/contact.ts';
import { useContactForm } from '../hooks/use-contact-form.ts';

function readToken(): string | null {
  // The app keeps the signed-in token in local storage (spec §3 "client storage keys").
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function Component() {
  const form = useContactForm(readToken());
  return (
    <>
      <title>{text.title}</title>
      <PageHeader heading={text.heading} lead={text.lead} />
      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[1fr_20rem]`}>
        {form.status === 'sent' ? (
          <div role="status" className={card}>
            <h2 className={h3}>{text.sent.heading}</h2>
            <p className={`mt-2 ${muted}`}>{text.sent.text}</p>
            <button type="button" onClick={form.reset} className={`${buttonSecondary} mt-4`}>
              {text.sent.again}
            </button>
          </div>
        ) : (
          <form
            aria-label={text.form.label}
            noValidate
            onSubmit={form.submit}
            className={`${card} space-y-5`}
          >
            {form.anonymous ? (
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="name"
                  label={text.form.name}
                  value={form.values.name}
                  onChange={form.set('name')}
                  error={form.errors.name}
                  autoComplete="name"
                />
                <TextField
                  name="email"
                  type="email"
                  dir="ltr"
                  label={text.form.email}
                  hint={text.form.emailHint}
                  value={form.values.email}
                  onChange={form.set('email')}
                  error={form.errors.email}
                  autoComplete="email"
                />
              </div>
            ) : (
              <p className={muted}>{text.form.signedInAs}</p>
            )}
            <TextField
              name="title"
              label={text.form.title}
              value={form.values.title}
              onChange={form.set('title')}
              error={form.errors.title}
            />
            <TextField
              name="message"
              multiline
              label={text.form.message}
              hint={text.form.messageHint}
              value={form.values.message}
              onChange={form.set('message')}
              error={form.errors.message}
            />
            {form.failure ? (
              <p
                role="alert"
                data-testid="contact-error"
                className="rounded-xl border border-danger-line bg-danger-soft p-4 font-medium text-danger-strong"
              >
                {form.failure}
              </p>
            ) : null}
            <button type="submit" disabled={form.status === 'sending'} className={buttonPrimary}>
              {form.status === 'sending' ? text.form.sending : text.form.submit}
            </button>
          </form>
        )}
        <aside aria-labelledby="other-ways" className="space-y-3">
          <h2 id="other-ways" className={h3}>
            {text.other.heading}
          </h2>
          <p>
            <Link to="/url/whatsapp" className={link}>
              {text.other.whatsapp}
            </Link>
          </p>
          <p>
            <Link to="/faq" className={link}>
              {text.other.faq}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
