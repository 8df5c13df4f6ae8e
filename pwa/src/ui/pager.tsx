import { ar } from '../i18n/ar.ts';
import type { Paging } from './use-paging.ts';

const pagerButton =
  'min-h-10 rounded-lg border border-slate-300 px-3 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';

/** Previous / "page x of y" / next, for a Paging from usePaging. */
export function Pager({ paging }: { paging: Paging }) {
  if (paging.pages <= 1) return null;
  return (
    <nav
      aria-label={ar.ui.paging.label}
      data-testid="pager"
      className="flex items-center justify-center gap-3 py-3"
    >
      <button
        type="button"
        className={pagerButton}
        onClick={paging.prev}
        disabled={!paging.canPrev}
        data-testid="pager-prev"
      >
        {ar.ui.paging.prev}
      </button>
      <span
        aria-live="polite"
        className="text-sm text-slate-700 dark:text-slate-300"
        data-testid="pager-status"
      >
        {ar.ui.paging.page(paging.page, paging.pages)}
      </span>
      <button
        type="button"
        className={pagerButton}
        onClick={paging.next}
        disabled={!paging.canNext}
        data-testid="pager-next"
      >
        {ar.ui.paging.next}
      </button>
    </nav>
  );
}
