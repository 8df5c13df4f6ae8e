import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { tutorText } from './text.ts';

const t = tutorText.settings;
const tab = ({ isActive }: { isActive: boolean }) =>
  `-mb-px flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-focus ${isActive ? 'border-teal-700 text-teal-800 dark:border-teal-300 dark:text-teal-200' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'}`;

/** The two tutor settings screens share a heading and a pair of tabs that are real links. */
export function SettingsFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-1 text-muted">{subtitle}</p>
      </header>
      <nav aria-label={t.nav} className="flex gap-1 overflow-x-auto border-b border-line">
        <NavLink to="/t/account-settings" className={tab}>
          {t.account}
        </NavLink>
        <NavLink to="/t/profile-settings" className={tab}>
          {t.profile}
        </NavLink>
      </nav>
      {children}
    </div>
  );
}
