import type { DemoSessionDto, InterviewDto } from '@kalam/shared';
import { DEFAULT_TIME_ZONE } from '@kalam/shared';

/** A call the tutor manager runs today: an interview or a demo session, still to be decided. */
export interface TodayCall {
  kind: 'interview' | 'demo';
  id: string;
  start: string;
  phase: 'upcoming' | 'in-progress' | 'ended';
  name: string;
  /** The call's room, or its result form on the interviews page once it ended. */
  to: string;
}

const DECIDE = 'decide';

/**
 * The interviews page with one call's result form already open: «سجّلي النتيجة» on the home
 * opened the page only, and the manager had to find the call and press «النتيجة» a second time.
 */
export const decisionAddress = (kind: TodayCall['kind'], id: string) =>
  `/interviews?${DECIDE}=${kind}-${id}`;

/** Whether the interviews page was opened to decide this call (`decisionAddress`). */
export const opensDecision = (search: string, kind: TodayCall['kind'], id: string) =>
  new URLSearchParams(search).get(DECIDE) === `${kind}-${id}`;

const REVIEW = 'review';

/** The interviews page with one waiting intro video in view, opened from the manager's home. */
export const reviewAddress = (videoId: string) => `/interviews?${REVIEW}=${videoId}`;

/** Whether the interviews page was opened to review this video (`reviewAddress`). */
export const opensReview = (search: string, videoId: string) =>
  new URLSearchParams(search).get(REVIEW) === videoId;

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });
const dayOf = (instant: string | number) => cairoDay.format(new Date(instant));

/**
 * The manager's home (decision 243): today's pending interviews and demo sessions on the Cairo
 * calendar, earliest first — cancelled and decided ones are done and left out.
 */
export function todaysCalls(
  interviews: readonly Pick<InterviewDto, 'id' | 'start' | 'status' | 'phase' | 'interviewee'>[],
  demos: readonly Pick<DemoSessionDto, 'id' | 'start' | 'status' | 'phase' | 'tutor'>[],
  now: number,
): TodayCall[] {
  const today = dayOf(now);
  const room = (kind: TodayCall['kind'], id: string, phase: TodayCall['phase']) =>
    phase === 'ended'
      ? decisionAddress(kind, id)
      : kind === 'interview'
        ? `/interview/${id}`
        : `/demo-session/${id}`;
  return [
    ...interviews.map((i) => ({
      kind: 'interview' as const,
      id: i.id,
      start: i.start,
      status: i.status,
      phase: i.phase,
      name: i.interviewee.name,
    })),
    ...demos.map((d) => ({
      kind: 'demo' as const,
      id: d.id,
      start: d.start,
      status: d.status,
      phase: d.phase,
      name: d.tutor.name,
    })),
  ]
    .filter((c) => c.status === 'Pending' && dayOf(c.start) === today)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ status: _status, ...c }) => ({ ...c, to: room(c.kind, c.id, c.phase) }));
}
