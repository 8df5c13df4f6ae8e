import { Search } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AppError, genderOf, MAX_BOOKED_LESSONS_AT_A_TIME } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { signInFor } from '../../lib/next-path.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageLink } from '../../ui/message-link.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { BookDialog } from './book-dialog.tsx';
import { useActiveLessons, useLesson, useTutor } from './booking-api.ts';
import { ProfileTab } from './profile-tab.tsx';
import { VettingBadges } from '../../ui/vetting-badges.tsx';
import { RatingBadge } from './rating-badge.tsx';
import { ReviewsTab } from './reviews-tab.tsx';
import { bookingText as t } from './text.ts';

/**
 * Spec §2 /t/{id}: the tutor's profile with tabs and the book-lesson dialog. The dialog is in the
 * address (`?book=1`, or `?move=<lessonId>` to move a lesson), so a tutor card and a lesson page
 * can open it with a link (decision 081).
 */
export function Component() {
  const { id = '' } = useParams();
  const { user, token } = useAuth();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tutor = useTutor(id);
  useDocumentTitle(
    tutor.data ? `${tutor.data.name} — ${t.titleSuffix(genderOf(tutor.data))}` : null,
  );
  const moveId = params.get('move');
  const moving = useLesson(moveId);
  const movable = moving.data && moving.data.tutorId === id ? moving.data : null;
  const open = params.has('book') || (!!moveId && !!movable);
  const tab = params.get('tab') === 'reviews' ? 'reviews' : 'profile';
  // Spec §6: one booked lesson at a time. A student who holds one is told so at the button,
  // before a dialog opens only to refuse her.
  const active = useActiveLessons(user?.role === 'Student');
  const held =
    active.data && active.data.length >= MAX_BOOKED_LESSONS_AT_A_TIME ? active.data[0] : null;

  const setOpen = (next: boolean) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set('book', '1');
        else {
          copy.delete('book');
          copy.delete('move');
        }
        return copy;
      },
      { replace: true },
    );

  if (tutor.isPending) return <SkeletonLines lines={8} />;
  if (tutor.isError || !tutor.data) {
    const missing = tutor.error instanceof AppError && tutor.error.status === 404;
    return (
      <EmptyState
        icon={<Search className="size-10" />}
        title={missing ? t.notFound : failureText(tutor.error)}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {/* The connection failed, not the tutor: trying again may be all it takes. */}
            {!missing && (
              <Button onClick={() => void tutor.refetch()} loading={tutor.isFetching}>
                {t.retry(user)}
              </Button>
            )}
            <Link to="/tutors" className={missing ? buttonClass.primary : buttonClass.secondary}>
              {t.back}
            </Link>
          </div>
        }
      />
    );
  }
  const profile = tutor.data;
  const canBook = user?.role === 'Student';
  // A visitor sees the same button; it asks them to sign in and comes back here to book.
  const visitor = !token;

  return (
    <div className="flex flex-col gap-5">
      {profile.bio && <meta name="description" content={profile.bio} />}
      <Link
        to="/tutors"
        className="self-start text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
      >
        → {t.back}
      </Link>
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Avatar name={profile.name} src={profile.image} size="lg" />
          <div className="flex flex-1 flex-col gap-2">
            <h1 className="text-2xl font-extrabold">{profile.name}</h1>
            {profile.bio && <p className="text-soft">{profile.bio}</p>}
            <VettingBadges vetted={profile.vetted} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <RatingBadge average={profile.rating.average} count={profile.rating.count} />
              {profile.lessons > 0 && (
                <p className="text-sm text-muted">
                  {t.lessons(profile.lessons, genderOf(profile))}
                </p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2 sm:flex-col">
            {canBook && (
              <Button
                data-testid="open-booking"
                onClick={() => setOpen(true)}
                disabled={!!held}
                aria-describedby={held ? 'booking-limit' : undefined}
              >
                {t.bookAs(user?.gender ?? 'other')}
              </Button>
            )}
            {visitor && (
              <Link
                data-testid="open-booking"
                to={signInFor(`${pathname}?book=1`)}
                className={buttonClass.primary}
              >
                {t.bookAs(user?.gender ?? 'other')}
              </Link>
            )}
            {(visitor || canBook) && <MessageLink person={profile} />}
          </div>
        </div>
        {canBook && held && (
          <div
            id="booking-limit"
            data-testid="booking-limit"
            className="mt-4 flex flex-col items-start gap-2 rounded-xl bg-warn-soft p-3 text-warn-ink"
          >
            <p>{t.limit.why(user)}</p>
            <Link to={`/lesson/${held.id}`} className="font-semibold underline underline-offset-4">
              {t.limit.see(user)}
            </Link>
          </div>
        )}
      </Card>
      <Card>
        <Tabs
          label={t.tabs.label}
          value={tab}
          onValueChange={(v) =>
            setParams(
              (p) => {
                const copy = new URLSearchParams(p);
                if (v === 'reviews') copy.set('tab', 'reviews');
                else copy.delete('tab');
                return copy;
              },
              { replace: true },
            )
          }
          tabs={[
            { value: 'profile', label: t.tabs.profile, content: <ProfileTab tutor={profile} /> },
            { value: 'reviews', label: t.tabs.reviews, content: <ReviewsTab tutorId={id} /> },
          ]}
        />
      </Card>
      {open && canBook && (
        <BookDialog tutor={profile} open onOpenChange={setOpen} moving={movable} />
      )}
    </div>
  );
}
