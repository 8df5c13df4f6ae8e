import { joinParts } from '@kalam/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDayTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePhotoSessions, useStudioTutors } from './onboarding-api.ts';
import { onboardingText } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = onboardingText.studio;

/**
 * Spec §2 admin /photo-sessions (studio staff and admins): the scheduled and past photo
 * sessions, and the tutors to open (`GET /user/tutor/all/for/studio`).
 */
export function Component() {
  const me = useAuth().user;
  const [search, setSearch] = useState('');
  const sessions = usePhotoSessions();
  const tutors = useStudioTutors(search.trim());
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle(me)}</p>
      </header>
      <Card title={t.sessions}>
        {sessions.isPending ? (
          <SkeletonLines lines={3} />
        ) : (sessions.data?.list.length ?? 0) === 0 ? (
          <p>{t.noSessions}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {sessions.data!.list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
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
