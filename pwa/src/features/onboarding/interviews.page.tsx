import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import {
  onboardingKeys,
  useDemoSessions,
  useInterviews,
  useIntroVideos,
} from './onboarding-api.ts';
import type { ManagerCall } from './manager-call.ts';
import { VideoReview } from './video-review.tsx';
import { CallRow } from './call-row.tsx';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });
const dayOf = (iso: string | number) => cairoDay.format(new Date(iso));

/**
 * Spec §2 /interviews (tutor managers) and admin /interviews: intro videos waiting for review,
 * today's, upcoming and past interviews and demo sessions, the room, and the decision form.
 */
export function Component() {
  const { user } = useAuth();
  const staff =
    user?.role === 'TutorManager' || user?.role === 'RegularAdmin' || user?.role === 'SuperAdmin';
  const videos = useIntroVideos('Pending', staff);
  const interviews = useInterviews(staff);
  const demos = useDemoSessions(staff);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: onboardingKeys.all });

  if (!user) return <SkeletonLines lines={6} />;
  const calls: ManagerCall[] = [
    ...(interviews.data?.list ?? []).map((i) => ({
      kind: 'interview' as const,
      id: i.id,
      start: i.start,
      status: i.status,
      phase: i.phase,
      person: i.interviewee,
      feedback: i.feedback,
      note: i.note,
      level: i.level,
    })),
    ...(demos.data?.list ?? []).map((d) => ({
      kind: 'demo' as const,
      id: d.id,
      start: d.start,
      status: d.status,
      phase: d.phase,
      person: d.tutor,
    })),
  ].sort((a, b) => a.start.localeCompare(b.start));
  const today = dayOf(Date.now());
  const groups = [
    { title: t.today, list: calls.filter((c) => dayOf(c.start) === today) },
    { title: t.upcoming, list: calls.filter((c) => dayOf(c.start) > today) },
    { title: t.past, list: calls.filter((c) => dayOf(c.start) < today).reverse() },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle}</p>
      </header>
      <Card title={t.videos} data-testid="videos-to-review">
        {videos.isPending ? (
          <SkeletonLines lines={3} />
        ) : (videos.data?.list.length ?? 0) === 0 ? (
          <p>{t.noVideos}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {videos.data!.list.map((v) => (
              <VideoReview key={v.id} video={v} onDone={refresh} />
            ))}
          </ul>
        )}
      </Card>
      {groups.map((g) => (
        <Card key={g.title} title={g.title}>
          {interviews.isPending || demos.isPending ? (
            <SkeletonLines lines={3} />
          ) : g.list.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {g.list.map((c) => (
                <CallRow key={`${c.kind}-${c.id}`} call={c} onDone={refresh} />
              ))}
            </ul>
          )}
        </Card>
      ))}
    </div>
  );
}
