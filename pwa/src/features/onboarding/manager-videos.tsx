import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { reviewAddress } from './manager-today.ts';
import { useIntroVideos } from './onboarding-api.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.videosToReview;

/**
 * The tutor manager's queue on her home (issue 40): the intro videos waiting for a review, the
 * longest waiting first, each a click from its player on /interviews. Her home said «مفيش
 * مقابلات» while two videos waited. Reads the same list as /interviews (one cache), which live
 * events refresh when a video is sent or reviewed (decision 186).
 */
export function ManagerVideos() {
  const me = useAuth().user;
  const videos = useIntroVideos('Pending');
  // The server answers the newest first; the queue is read from the one that waited longest.
  const waiting = [...(videos.data?.list ?? [])].reverse();
  return (
    <Card title={t.title} data-testid="manager-videos">
      {videos.isPending ? (
        <SkeletonLines lines={2} />
      ) : waiting.length === 0 ? (
        <EmptyState title={t.none} />
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {waiting.map((v) => (
            <li
              key={v.id}
              data-testid="waiting-video"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
            >
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold">{v.tutor.name}</p>
                <p className="text-sm text-muted">{t.sent(formatDayTime(v.createdAt))}</p>
              </div>
              <Link
                to={reviewAddress(v.id)}
                className={buttonClass.secondary}
                aria-label={`${t.review(me)}: ${v.tutor.name}`}
              >
                {t.review(me)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
