import type { ReactNode } from 'react';
import { container, eyebrow as eyebrowClass, h1, muted } from './styles.ts';

interface PageHeaderProps {
  heading: string;
  lead?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top band of an inner page: its one h1. */
export function PageHeader({ heading, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-teal-50 to-white py-12 sm:py-16 dark:from-teal-950/40 dark:to-slate-950">
      <div className={container}>
        {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
        <h1 className={`${h1} mt-3 max-w-4xl`}>{heading}</h1>
        {lead ? <p className={`mt-4 max-w-3xl text-lg sm:text-xl ${muted}`}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
