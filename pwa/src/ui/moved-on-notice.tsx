import { useLocation } from 'react-router';
import { movedOnWords } from '../lib/moved-on.ts';

/**
 * The line a page reached by a step that moved on says first (`lib/moved-on.ts`, decisions 253,
 * 257): in the sign-in card under its heading, at the top of the app's and the admin's page.
 * The address changing again (a step, a filter, another page) leaves it behind.
 */
export function MovedOnNotice({ className = '' }: { className?: string }) {
  const words = movedOnWords(useLocation().state);
  if (!words) return null;
  return (
    <p
      role="status"
      data-testid="moved-on-notice"
      className={`rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 font-semibold dark:border-emerald-800 dark:bg-emerald-950 ${className}`}
    >
      {words}
    </p>
  );
}
