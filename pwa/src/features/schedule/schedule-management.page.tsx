import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { DEFAULT_TIME_ZONE, type LessonDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { blockingLessons, type BlockingLesson } from './conflict.ts';
import { ConflictAlert, type Blocker } from './conflict-alert.tsx';
import { DayCard, type DayLesson } from './day-card.tsx';
import {
  fetchLesson,
  saveAvailability,
  scheduleKeys,
  useMyAvailability,
  useUpcomingLessons,
} from './schedule-api.ts';
import { scheduleText as t } from './text.ts';
import {
  covers,
  draftFromSlots,
  draftProblems,
  placeLesson,
  sameTemplate,
  slotsFromDraft,
  weeklyMinutes,
  withLessonCovered,
  type PlacedLesson,
  type WeekDraft,
} from './week-template.ts';

/**
 * Spec §2 /schedule-management: the tutor's weekly availability, Sunday to Saturday. The whole
 * week is saved at once; when booked lessons would fall outside it the server refuses
 * (`conflicting-schedule`) and this screen names those lessons and keeps the edit for fixing.
 */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const availability = useMyAvailability();
  const upcoming = useUpcomingLessons(user?.role === 'Tutor');
  const [draft, setDraft] = useState<WeekDraft | null>(null);
  const [blocked, setBlocked] = useState<BlockingLesson[] | null>(null);
  const [fetched, setFetched] = useState<LessonDto[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);

  const base = useMemo(
    () => (availability.data ? draftFromSlots(availability.data.slots) : null),
    [availability.data],
  );
  const week = draft ?? base;
  const zone = availability.data?.timeZone ?? user?.timeZone ?? DEFAULT_TIME_ZONE;
  const problems = useMemo(() => (week ? draftProblems(week) : new Map()), [week]);
  const dirty = !!draft && !!base && !sameTemplate(draft, base);

  // Every lesson the screen knows: the upcoming list, plus any the server named that it lacked.
  const lessons = useMemo(() => {
    const byId = new Map<string, LessonDto>();
    for (const l of [...(upcoming.data?.list ?? []), ...fetched]) byId.set(l.id, l);
    return byId;
  }, [upcoming.data, fetched]);

  const save = useOneAtATimeMutation({
    mutationFn: (value: WeekDraft) => saveAvailability(slotsFromDraft(value)),
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleKeys.availability, saved);
      setDraft(null);
      setBlocked(null);
      toast({
        id: 'schedule-saved',
        type: 'success',
        title: t.saved,
        description: me?.role === 'TutorManager' ? t.managerSavedBody : t.savedBody,
      });
    },
    onError: async (error) => {
      const blockers = blockingLessons(error);
      if (!blockers) {
        toast({ id: 'schedule-failed', type: 'error', title: failureText(error) });
        return;
      }
      setBlocked(blockers);
      requestAnimationFrame(() =>
        alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.upcoming });
      const missing = blockers.filter((b) => !lessons.has(b.id));
      const answers = await Promise.allSettled(missing.map((b) => fetchLesson(b.id)));
      const found = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      if (found.length) setFetched((f) => [...f, ...found]);
    },
  });

  if (availability.isPending) return <Frame>{<SkeletonLines lines={8} />}</Frame>;
  if (availability.isError || !week)
    return (
      <Frame>
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-danger-strong">
            {t.loadFailed} {failureText(availability.error)}
          </p>
          <Button variant="secondary" onClick={() => void availability.refetch()}>
            {t.retry(me)}
          </Button>
        </div>
      </Frame>
    );

  const edit = (next: WeekDraft) => setDraft(next);
  const cover = (lesson: PlacedLesson) => edit(withLessonCovered(week, lesson));
  const placed = [...lessons.values()].map((l) => {
    const at = placeLesson(l, zone);
    return { placed: at, student: l.student.name, covered: covers(week, at) };
  });
  const blockers: Blocker[] | null =
    blocked?.map((b) => {
      const at = placeLesson(b, zone);
      return {
        ...b,
        student: lessons.get(b.id)?.student.name ?? t.someone,
        placed: at,
        covered: covers(week, at),
      };
    }) ?? null;
  const dayLessons = (weekday: number): DayLesson[] =>
    placed
      .filter((l) => l.placed.weekday === weekday)
      .sort((a, b) => a.placed.from - b.placed.from);

  return (
    <Frame>
      <p className="text-sm font-semibold text-soft">
        {t.zone(zone)} {t.weekTotal(weeklyMinutes(week) / 60)}
      </p>
      {blockers && (
        <div ref={alertRef}>
          <ConflictAlert blockers={blockers} zone={zone} onCover={cover} />
        </div>
      )}
      <div className="flex flex-col gap-4">
        {week.map((ranges, weekday) => (
          <DayCard
            key={weekday}
            weekday={weekday}
            ranges={ranges}
            problems={problems}
            lessons={dayLessons(weekday)}
            onChange={(next) => edit(week.map((r, i) => (i === weekday ? next : r)))}
            onCover={cover}
          />
        ))}
      </div>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur dark:bg-slate-950/95">
        <p role="status" className="flex-1 text-sm font-semibold text-soft">
          {/* The bar says it was saved too: a toast is gone in seconds (issue 16). */}
          {problems.size > 0
            ? t.fixFirst(me)
            : dirty
              ? t.unsaved
              : save.isSuccess && !draft
                ? t.saved
                : ''}
        </p>
        <Button
          type="button"
          variant="ghost"
          disabled={!draft || save.isPending}
          onClick={() => {
            setDraft(null);
            setBlocked(null);
          }}
        >
          {t.undo}
        </Button>
        <Button
          type="button"
          data-testid="save-schedule"
          loading={save.isPending}
          disabled={!dirty || problems.size > 0}
          onClick={() => save.mutate(week)}
        >
          {t.save}
        </Button>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const me = useAuth().user;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">
          {me?.role === 'TutorManager' ? t.managerSubtitle(me) : t.subtitle(me)}
        </p>
      </header>
      {children}
    </div>
  );
}
