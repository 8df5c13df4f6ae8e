import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GOVERNORATES, topicCalls, type UserDto } from '@kalam/shared';
import { formatPhone } from '../../lib/format.ts';
import { ar } from '../../i18n/ar.ts';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { uploadUserImage } from '../../lib/upload.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PhotoPicker } from '../../ui/photo-picker.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { LearningForm } from './learning-form.tsx';
import { profileText as t } from './text.ts';
import { topicKeys } from '../../lib/query-keys.ts';

const sinceFormat = new Intl.DateTimeFormat('ar-EG', {
  timeZone: 'Africa/Cairo',
  month: 'long',
  year: 'numeric',
});

function Badge({ ok }: { ok: boolean }) {
  return (
    <span
      className={`ms-2 rounded-full px-2 py-0.5 text-xs font-bold ${ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'}`}
    >
      {ok ? t.verified : t.unverified}
    </span>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** Spec §2 /profile: who you are on Kalam, and for a student, their English level, aim and topics. */
export function Component() {
  const { user, refreshUser } = useAuth();
  if (!user) return <SkeletonLines lines={8} />;
  const student = user.role === 'Student';
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <AccountCard user={user} student={student} />
      <Card title={ar.ui.photo.title}>
        <PhotoPicker
          name={user.name}
          src={user.image}
          upload={uploadUserImage}
          onSaved={refreshUser}
        />
      </Card>
      {student && <LearningForm userId={user.id} />}
      {student && <TopicsCard />}
    </div>
  );
}

function AccountCard({ user, student }: { user: UserDto; student: boolean }) {
  const me = useAuth().user;
  const city = GOVERNORATES.find((g) => g.id === user.city)?.ar;
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.name} src={user.image} size="lg" />
        <div className="flex-1">
          <p className="text-xl font-extrabold">{user.name}</p>
          <p className="text-muted">{t.role(user)}</p>
        </div>
        {student && (
          <Link to="/s/settings" className={buttonClass.secondary}>
            {t.edit(me)}
          </Link>
        )}
      </div>
      <dl className="mt-4">
        <Row label={t.email}>
          <span dir="ltr">{user.email}</span>
          <Badge ok={user.verifiedEmail} />
        </Row>
        <Row label={t.phone}>
          {user.phone ? <span dir="ltr">{formatPhone(user.phone)}</span> : t.noPhone}
          <Badge ok={user.verifiedPhone} />
          {student && !user.verifiedPhone && (
            <Link
              to="/s/settings?tab=phone"
              className="ms-2 text-sm text-brand-ink underline underline-offset-4"
            >
              {t.verifyPhone(me)}
            </Link>
          )}
        </Row>
        <Row label={t.city}>{city ?? t.none}</Row>
        <Row label={t.since}>{sinceFormat.format(new Date(user.createdAt))}</Row>
      </dl>
    </Card>
  );
}

function TopicsCard() {
  const me = useAuth().user;
  const mine = useQuery({
    queryKey: topicKeys.mine,
    queryFn: () => call(topicCalls.ofUser),
  });
  return (
    <Card
      title={t.topics.title(me)}
      actions={
        <Link
          to="/s/settings?tab=topics"
          className="text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
        >
          {t.topics.edit(me)}
        </Link>
      }
    >
      {mine.isPending ? (
        <SkeletonLines lines={2} />
      ) : (mine.data?.list.length ?? 0) === 0 ? (
        <p className="text-muted">{t.topics.none(me)}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {mine.data!.list.map((topic) => (
            <li
              key={topic.id}
              className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-deep"
            >
              {topic.nameAr}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
