import type { ReactNode } from 'react';
import { ar } from '../i18n/ar.ts';

interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** The whole page is this message (a bad address, an unknown record): its title is the h1. */
  pageTitle?: boolean;
}

/** What a list shows when it has nothing yet: a sentence and, when useful, the next step. */
export function EmptyState({
  title = ar.ui.empty,
  description,
  icon,
  action,
  pageTitle = false,
}: EmptyStateProps) {
  const Title = pageTitle ? 'h1' : 'p';
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-field px-6 py-10 text-center"
    >
      {icon && (
        <div aria-hidden="true" className="text-4xl">
          {icon}
        </div>
      )}
      <Title className="font-bold text-heading">{title}</Title>
      {description && <p className="text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
