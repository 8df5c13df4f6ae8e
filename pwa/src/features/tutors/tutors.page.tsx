import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { ar } from '../../i18n/ar.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FiltersBar } from './filters-bar.tsx';
import { tutorsText as t } from './text.ts';
import { TutorCard } from './tutor-card.tsx';
import { filtersFromParams, filtersToParams, type TutorFilters } from './tutor-filters.ts';
import { useDirectory } from './tutors-api.ts';

/** Asks for the next page when the end of the list scrolls into view. */
function useLoadMore(load: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, active]);
  return sentinel;
}

/** Spec §2 /tutors: filters, search, and a list that loads the next page while loaded < total. */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address string is the identity
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const onChange = useCallback(
    (next: TutorFilters) => setParams(filtersToParams(next), { replace: true }),
    [setParams],
  );
  const directory = useDirectory(filters);
  const tutors = directory.data?.pages.flatMap((p) => p.list) ?? [];
  const total = directory.data?.pages.at(-1)?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = directory;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useLoadMore(loadMore, !!hasNextPage);
  const canBook = user?.role === 'Student';

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle(me)}</p>
      </header>
      <FiltersBar filters={filters} onChange={onChange} />
      {directory.isPending ? (
        <div
          role="status"
          aria-label={ar.ui.loading}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : directory.isError && tutors.length === 0 ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-semibold text-danger-strong">{failureText(directory.error)}</p>
          <Button variant="secondary" onClick={() => void directory.refetch()}>
            {t.retry(me)}
          </Button>
        </div>
      ) : tutors.length === 0 ? (
        <EmptyState
          icon={<Search className="size-10" />}
          title={t.empty}
          description={t.emptyBody(me)}
        />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted">
            {t.count(tutors.length, total)}
          </p>
          <ul
            data-testid="tutor-list"
            aria-busy={directory.isFetching || undefined}
            className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          >
            {tutors.map((tutor) => (
              <li key={tutor.id}>
                <TutorCard tutor={tutor} canBook={canBook} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="flex justify-center py-2">
            {hasNextPage ? (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={loadMore}>
                {t.more}
              </Button>
            ) : (
              <p className="text-sm text-muted">{t.end}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
