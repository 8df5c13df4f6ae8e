import { EmailAddress } from '../../ui/email-address.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import {
  formatMoney,
  isAdmin,
  toArabicDigits,
  toLatinDigits,
  USER_ROLES,
  type UserDto,
  type UserRole,
} from '@kalam/shared';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { formatDateShort, formatDateTime, formatPhone } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { METHOD_LABELS, orderLabel, orderTone } from '../../lib/payment-labels.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { Refund, REFUNDABLE } from './refund-dialog.tsx';
import { Badge, inputClass, linkClass, PageHeader } from './parts.tsx';
import { adminText as t } from './text.ts';

/**
 * `/admin/user/{id}`: a support view (never impersonation): the account, its state and the
 * actions an admin takes, with the user's lessons, subscriptions and payments.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: user, error } = useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => adminApi.user(id),
  });
  if (error)
    return (
      <>
        <PageHeader title="مستخدم" />
        <EmptyState title={failureText(error)} />
      </>
    );
  if (!user)
    return (
      <>
        <PageHeader title="مستخدم" />
        <SkeletonLines lines={6} />
      </>
    );
  return (
    <>
      <Link to="/admin/users" className={linkClass}>
        {t.user.back}
      </Link>
      <div className="mt-3">
        <PageHeader title={user.name} />
      </div>
      <p className="mb-4 text-sm text-muted">{t.user.support}</p>
      {user.role === 'Tutor' && (
        <p className="mb-4">
          <Link to={`/admin/tutor/${user.id}`} className={linkClass} data-testid="tutor-page">
            {t.user.tutorPage(user)}
          </Link>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Facts user={user} />
        <Actions user={user} />
      </div>
      <History user={user} />
    </>
  );
}

/**
 * What the person did on Kalam, by role: a student's lessons, plans and payments; a tutor's
 * lessons (earnings are on the tutor's own page). Staff and admins have none of these, so no tabs.
 */
function History({ user }: { user: UserDto }) {
  const lessons = { value: 'lessons', label: t.user.lessons, content: <Lessons user={user} /> };
  const tabs =
    user.role === 'Student'
      ? [
          lessons,
          { value: 'subs', label: t.user.subscriptions, content: <Subscriptions user={user} /> },
          { value: 'payments', label: t.user.payments, content: <Payments user={user} /> },
        ]
      : user.role === 'Tutor'
        ? [lessons]
        : [];
  if (tabs.length === 0) return null;
  return (
    <div className="mt-6" data-testid="user-history">
      <Tabs label="سجل المستخدم" tabs={tabs} />
    </div>
  );
}

function Facts({ user }: { user: UserDto }) {
  const rows: [string, React.ReactNode][] = [
    [t.email, <EmailAddress email={user.email} />],
    [t.phone, user.phone ? <span dir="ltr">{formatPhone(user.phone)}</span> : '—'],
    [t.role, t.roleOf(user)],
    [t.user.emailVerified, user.verifiedEmail ? t.yes : t.no],
    [t.user.phoneVerified, user.verifiedPhone ? t.yes : t.no],
    [t.user.creditScore, formatNumber(user.creditScore)],
    [
      t.status,
      user.suspended ? (
        <Badge tone="red">{t.users.inactive}</Badge>
      ) : (
        <Badge tone="teal">{t.users.active}</Badge>
      ),
    ],
    [t.createdAt, formatDateTime(user.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-2xl border border-line p-4">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-muted">{k}</dt>
          <dd className="min-w-0" data-testid={k === t.status ? 'user-state' : undefined}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ user }: { user: UserDto }) {
  const me = useAuth().user;
  const client = useQueryClient();
  const [role, setRole] = useState<UserRole>(user.role);
  // Read in Arabic digits like the rest of the page; either set may be typed.
  const [credit, setCredit] = useState(toArabicDigits(String(user.creditScore)));
  const creditTyped = toLatinDigits(credit.trim());
  const save = useOneAtATimeMutation({
    mutationFn: (body: Record<string, unknown>) => adminApi.updateUser(user.id, body),
    onSuccess: (fresh, body) => {
      client.setQueryData(['admin', 'user', user.id], fresh);
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      const title =
        body.suspended === true
          ? t.user.deactivated(user)
          : body.suspended === false
            ? t.user.activated
            : body.role
              ? t.user.roleSaved
              : t.saved;
      toast({ type: 'success', title });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const reset = useOneAtATimeMutation({
    mutationFn: () => adminApi.sendPasswordReset(user.email),
    onSuccess: () => toast({ type: 'success', title: t.user.resetSent(user) }),
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  // Only super admins make, unmake or change admins (decision 190).
  const superAdmin = me?.role === 'SuperAdmin';
  const roleChoices = USER_ROLES.filter((r) => superAdmin || !isAdmin(r));
  const locked = !superAdmin && isAdmin(user.role) && me?.id !== user.id;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <div className="flex flex-wrap gap-2">
        <Button
          data-testid="toggle-suspended"
          variant={user.suspended ? 'primary' : 'danger'}
          disabled={locked || me?.id === user.id}
          loading={save.isPending && save.variables?.suspended !== undefined}
          onClick={() => save.mutate({ suspended: !user.suspended })}
        >
          {user.suspended ? t.user.activate(me) : t.user.deactivate(me)}
        </Button>
        <Button variant="secondary" loading={reset.isPending} onClick={() => reset.mutate()}>
          {t.user.resetPassword(user)}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {!user.verifiedEmail && (
          <Button
            variant="secondary"
            disabled={locked}
            onClick={() => save.mutate({ verifiedEmail: true })}
          >
            {t.user.verifyEmail(me)}
          </Button>
        )}
        {!user.verifiedPhone && user.phone && (
          <Button
            variant="secondary"
            disabled={locked}
            onClick={() => save.mutate({ verifiedPhone: true })}
          >
            {t.user.verifyPhone(me)}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-40 flex-1 flex-col gap-1.5">
          <span className="font-semibold">{t.user.changeRole(me)}</span>
          <select
            data-testid="user-role"
            value={role}
            disabled={locked}
            onChange={(e) => setRole(e.target.value as UserRole)}
            className={inputClass}
          >
            {roleChoices.map((r) => (
              <option key={r} value={r}>
                {t.roleOf({ role: r, gender: user.gender })}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          disabled={locked || role === user.role}
          onClick={() => save.mutate({ role })}
        >
          {t.save(me)}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-40 flex-1 flex-col gap-1.5">
          <span className="font-semibold">{t.user.creditScore}</span>
          <input
            inputMode="numeric"
            dir="ltr"
            value={credit}
            disabled={locked}
            onChange={(e) => {
              showArabicDigits(e);
              setCredit(e.target.value);
            }}
            className={inputClass}
            data-testid="user-credit"
          />
        </label>
        <Button
          variant="secondary"
          disabled={
            locked || creditTyped === String(user.creditScore) || !/^-?\d+$/.test(creditTyped)
          }
          onClick={() => save.mutate({ creditScore: Number(creditTyped) })}
        >
          {t.save(me)}
        </Button>
      </div>
    </section>
  );
}

function Lessons({ user }: { user: UserDto }) {
  const member = user.role === 'Tutor' ? { tutorId: user.id } : { studentId: user.id };
  const { data } = useQuery({
    queryKey: ['admin', 'user-lessons', user.id],
    queryFn: () => adminApi.userLessons({ ...member, size: 50 }),
  });
  if (!data) return <SkeletonLines lines={3} />;
  if (data.list.length === 0) return <p>{t.user.none}</p>;
  return (
    <ul className="divide-y divide-line">
      {data.list.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span>{formatDateTime(l.start)}</span>
          <span>{user.role === 'Tutor' ? l.student.name : l.tutor.name}</span>
          <span>{t.lessons.minutes(formatNumber(l.duration))}</span>
          <Badge tone={l.status === 'cancelled' ? 'red' : 'slate'}>
            {t.lessons.status[l.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Subscriptions({ user }: { user: UserDto }) {
  const { data } = useQuery({
    queryKey: ['admin', 'user-subs', user.id],
    queryFn: () => adminApi.userSubscriptions(user.id),
  });
  if (!data) return <SkeletonLines lines={3} />;
  if (data.list.length === 0) return <p>{t.user.none}</p>;
  return (
    <ul className="divide-y divide-line">
      {data.list.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span>{t.lessons.minutes(formatNumber(s.weeklyMinutes))} / أسبوع</span>
          <span>
            {formatDateShort(s.startsAt)} ← {formatDateShort(s.endsAt)}
          </span>
          <Badge tone={s.status === 'active' ? 'teal' : 'slate'}>
            {t.user.subscriptionStates[s.status]}
          </Badge>
          {s.status === 'active' && <CancelPlan id={s.id} user={user} />}
        </li>
      ))}
    </ul>
  );
}

function Payments({ user }: { user: UserDto }) {
  const { data } = useQuery({
    queryKey: ['admin', 'user-tx', user.id],
    queryFn: () => adminApi.userTransactions(user.id),
  });
  if (!data) return <SkeletonLines lines={3} />;
  if (data.list.length === 0) return <p>{t.user.none}</p>;
  return (
    <ul className="divide-y divide-line">
      {data.list.map((x) => (
        <li key={x.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span>{formatDateShort(x.createdAt)}</span>
          <span>{formatMoney(x.amount)}</span>
          <span>{METHOD_LABELS[x.method]}</span>
          {x.refundedAmount > 0 && x.refundedAmount < x.amount && (
            <span className="text-sm text-muted" data-testid="refunded">
              {t.user.refund.refunded(formatMoney(x.refundedAmount))}
            </span>
          )}
          <Badge tone={orderTone(x) === 'ok' ? 'teal' : 'slate'}>{orderLabel(x)}</Badge>
          {REFUNDABLE.includes(x.status) && <Refund tx={x} user={user} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ends a student's running plan after a dialog that says what follows (renewals end too; the
 * money is a refund of its own). A plan past its lessons is refused in the catalogue's words.
 */
function CancelPlan({ id, user }: { id: string; user: UserDto }) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const end = async () => {
    try {
      await adminApi.cancelSubscription(id);
      toast({ type: 'success', title: t.user.cancelPlan.done });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user-subs', user.id] });
      // The order that paid for it now reads that its plan ended (decision 267).
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user-tx', user.id] });
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
    }
  };
  return (
    <ConfirmButton
      label={t.user.cancelPlan.open}
      title={t.user.cancelPlan.open}
      description={t.user.cancelPlan.body(user)}
      keep={t.user.cancelPlan.keep(me)}
      variant="secondary"
      className="min-h-9 px-3 text-sm"
      testId="cancel-plan"
      onConfirm={end}
    />
  );
}
