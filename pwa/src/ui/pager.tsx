import { ar } from '../i18n/ar.ts';
import type { Paging } from './use-paging.ts';

const pagerButton =
  'min-h-10 rounded-lg border border-field px-3 font-semibold hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';

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
      <span aria-live="polite" className="text-sm text-soft" data-testid="pager-status">
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
