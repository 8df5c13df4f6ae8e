import { Link } from 'react-router';
import type { TutorCardDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { VettingBadges } from '../../ui/vetting-badges.tsx';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { tutorsText as t } from './text.ts';

/** One tutor in the directory: who, what they teach, how rated, and the way to book. */
export function TutorCard({ tutor, canBook }: { tutor: TutorCardDto; canBook: boolean }) {
  const video = tutor.video ?? tutor.introVideo;
  const profile = `/t/${tutor.id}`;
  const gender = useAuth().user?.gender ?? 'other';
  return (
    <article
      data-testid="tutor-card"
      aria-labelledby={`tutor-${tutor.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={tutor.name} src={tutor.image} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id={`tutor-${tutor.id}`} className="text-lg font-bold">
            <Link to={profile} className="underline-offset-4 hover:underline">
              {tutor.name}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
            <span>
              <span aria-hidden="true">
                <span className="text-amber-500">★ </span>
                {t.rating(tutor.rating.average, tutor.rating.count)}
              </span>
              <span className="sr-only">
                {t.ratingLabel(tutor.rating.average, tutor.rating.count)}
              </span>
            </span>
            {tutor.lessons > 0 && <span>{t.lessons(tutor.lessons)}</span>}
          </p>
        </div>
      </div>
      <VettingBadges vetted={tutor.vetted} />
      {video && (
        <VideoPlayer
          src={video}
          preload="none"
          // Not a black box until played: the studio's thumbnail, or else her photo, which the
          // card has already loaded for its avatar (decision 291).
          poster={tutor.thumbnail ?? tutor.image ?? undefined}
          posterFills={!tutor.thumbnail}
          label={`${t.video}: ${tutor.name}`}
          testId="tutor-card-video"
        />
      )}
      {tutor.bio && <p className="line-clamp-3 leading-7 text-soft">{tutor.bio}</p>}
      {tutor.topics.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {tutor.topics.slice(0, 4).map((topic) => (
            <li
              key={topic.id}
              className="rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-brand-deep"
            >
              {topic.nameAr}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex gap-2 pt-2">
        {canBook && (
          <Link
            to={`${profile}?book=1`}
            className={`${buttonClass.primary} flex-1`}
            aria-label={`${t.book(gender)}: ${tutor.name}`}
          >
            {t.book(gender)}
          </Link>
        )}
        <Link
          to={profile}
          className={`${buttonClass.secondary} flex-1`}
          aria-label={`${t.profile}: ${tutor.name}`}
        >
          {t.profile}
        </Link>
      </div>
    </article>
  );
}
