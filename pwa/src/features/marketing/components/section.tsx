import type { ReactNode } from 'react';
import { container, h2, muted } from './styles.ts';

interface SectionProps {
  id: string;
  heading: string;
  lead?: string;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
}

/** A page band with its own h2; labelled by it so screen readers list it as a region. */
export function Section({ id, heading, lead, children, tone = 'plain' }: SectionProps) {
  const background = tone === 'tinted' ? 'bg-slate-50 dark:bg-slate-900/60' : '';
  return (
    <section aria-labelledby={`${id}-heading`} className={`py-14 sm:py-20 ${background}`}>
      <div className={container}>
        <h2 id={`${id}-heading`} className={h2}>
          {heading}
        </h2>
        {lead ? <p className={`mt-3 max-w-3xl text-lg ${muted}`}>{lead}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
