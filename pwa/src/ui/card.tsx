import type { HTMLAttributes, ReactNode } from 'react';

export const cardClass = 'rounded-2xl border border-line bg-card p-5 shadow-sm';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
}

/** A framed block of content with an optional heading and actions at the end of the heading row. */
export function Card({ title, actions, className = '', children, ...rest }: CardProps) {
  return (
    <section {...rest} className={`${cardClass} ${className}`}>
      {(title || actions) && (
        <header className="mb-3 flex items-center gap-2">
          {title && <h2 className="text-lg font-bold">{title}</h2>}
          {actions && <div className="ms-auto flex items-center gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
