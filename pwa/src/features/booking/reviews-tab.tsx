import { Star } from 'lucide-react';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { failureText } from '../../lib/form.ts';
import type { RatingDto } from '@kalam/shared';
import { useReviews } from './booking-api.ts';
import { bookingText as t } from './text.ts';

const dateFormat = new Intl.DateTimeFormat('ar-EG', {
  timeZone: 'Africa/Cairo',
  dateStyle: 'medium',
});

function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={t.reviews.stars(value)} className="text-amber-500">
      {'★'.repeat(value)}
      <span className="text-field">{'★'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: RatingDto }) {
  const name = review.rater.name || t.reviews.anonymous;
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-0">
      <Avatar name={name} src={review.rater.image} size="sm" />
      <div className="flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-bold">{name}</p>
          <Stars value={review.value} />
          {review.createdAt && (
            <p className="text-sm text-muted">{dateFormat.format(new Date(review.createdAt))}</p>
          )}
        </div>
        {review.text && <p className="mt-1 leading-7">{review.text}</p>}
      </div>
    </li>
  );
}

/** The reviews tab: students' ratings of the tutor, a page at a time. */
export function ReviewsTab({ tutorId }: { tutorId: string }) {
  const reviews = useReviews(tutorId, true);
  if (reviews.isPending) return <SkeletonLines lines={4} />;
  if (reviews.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {failureText(reviews.error)}
      </p>
    );
  const list = reviews.data.pages.flatMap((p) => p.list);
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Star className="size-10" />}
        title={t.reviews.empty}
        description={t.reviews.emptyBody}
      />
    );
  return (
    <div>
      <ul data-testid="reviews">
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t.reviews.more}
        </Button>
      )}
    </div>
  );
}
