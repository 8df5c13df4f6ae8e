import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ar } from '../i18n/ar.ts';
import { buttonClass } from './button.tsx';

/** A full page with a big mark, a title, a line of text and a way out: 404, errors, coming soon. */
export function MessagePage({
  mark,
  title,
  subtitle,
  children,
  inLayout = false,
}: {
  mark?: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
  inLayout?: boolean;
}) {
  // Inside a layout that already has the page's <main>, the message is a plain block.
  const Frame = inLayout ? 'div' : 'main';
  return (
    <Frame
      id={inLayout ? undefined : 'main'}
      data-testid="message-page"
      className={`mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 text-center ${inLayout ? 'min-h-[60dvh]' : 'min-h-dvh'}`}
    >
      {mark && (
        <p aria-hidden="true" className="text-6xl font-extrabold text-brand">
          {mark}
        </p>
      )}
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="text-lg text-soft">{subtitle}</p>
      {children ?? (
        <Link to="/" className={buttonClass.primary}>
          {ar.backHome}
        </Link>
      )}
    </Frame>
  );
}
