import { joinParts } from '@kalam/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDayTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePhotoSessions, useReadyForPhoto, useStudioTutors } from './onboarding-api.ts';
import { onboardingText } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = onboardingText.studio;
const isBooked = (session: { status: string }) => session.status === 'Scheduled';

/**
 * Spec §2 admin /photo-sessions (studio staff and admins), where the studio lands: the applicants
 * waiting for a shoot to be booked, the booked appointments soonest first, the past ones, and
 * every tutor to open (`GET /user/tutor/all/for/studio`).
 */
export function Component() {
  const me = useAuth().user;
  const [search, setSearch] = useState('');
  const sessions = usePhotoSessions();
  const ready = useReadyForPhoto();
  const tutors = useStudioTutors(search.trim());
  // The server answers the booked ones first, soonest first, then the rest latest first.
  const all = sessions.data?.list ?? [];
  const groups = [
    {
      title: t.sessions,
      testId: 'studio-appointments',
      list: all.filter(isBooked),
      none: t.noSessions,
    },
    {
      title: t.pastSessions,
      testId: 'studio-past',
      list: all.filter((s) => !isBooked(s)),
      none: t.noPast,
    },
  ];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle(me)}</p>
      </header>
      <Card title={t.readyTitle} data-testid="studio-ready">
        {ready.isPending ? (
          <SkeletonLines lines={2} />
        ) : (ready.data?.length ?? 0) === 0 ? (
          <p>{t.noneReady}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {ready.data!.map((tutor) => (
              <li key={tutor.id} className="flex flex-wrap items-center gap-3 py-3">
                <p className="min-w-0 flex-1 basis-40 font-semibold">{tutor.name}</p>
                <Link
                  to={`/admin/photo-session/${tutor.id}`}
                  className={buttonClass.primary}
                  aria-label={t.bookFor(tutor.name, me)}
                >
                  {t.schedule(me)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {groups.map((g) => (
        <Card key={g.testId} title={g.title} data-testid={g.testId}>
          {sessions.isPending ? (
            <SkeletonLines lines={3} />
          ) : g.list.length === 0 ? (
            <p>{g.none}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {g.list.map((s) => (
                <li
                  key={s.id}
                  data-testid="studio-session"
                  className="flex flex-wrap items-center gap-3 py-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{s.tutor.name}</p>
                    <p className="text-sm text-muted">
                      {joinParts(formatDayTime(s.start), t.statuses[s.status])}
                    </p>
                  </div>
                  <Link to={`/admin/photo-session/${s.tutor.id}`} className={buttonClass.secondary}>
                    {t.open(me)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
      <Card title={t.tutors}>
        <TextField
          label={t.search(me)}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mb-3"
        />
        {tutors.isPending ? (
          <SkeletonLines lines={4} />
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {tutors.data?.list.map((tutor) => (
              <li key={tutor.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <span className="truncate">{tutor.name}</span>
                    {tutor.readyForPhoto && (
                      <span
                        className="rounded-full bg-warn-fill px-2 py-0.5 text-xs text-warn-strong"
                        data-testid="ready-for-photo"
                      >
                        {t.ready(tutor)}
                      </span>
                    )}
                  </p>
                  <p className="truncate text-sm text-muted" dir="ltr">
                    {tutor.email}
                  </p>
                </div>
                <Link
                  to={`/admin/photo-session/${tutor.id}`}
                  className={buttonClass.secondary}
                  aria-label={`${t.open(me)} ${tutor.name}`}
                >
                  {t.open(me)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
