import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../lib/next-path.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { uploadUserImage } from '../../lib/upload.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PhotoPicker } from '../../ui/photo-picker.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { AccountForm } from './account-form.tsx';
import { NotificationsForm } from './notifications-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { PasswordChange } from '../../lib/password-change.tsx';
import { studentText } from './text.ts';
import { TopicsForm } from './topics-form.tsx';

const t = studentText.settings;
const TABS = ['account', 'phone', 'password', 'topics', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/**
 * Spec §2 /s/settings: profile, phone, password, topics, notifications. `?tab=` opens one
 * section (the booking dialog sends an unverified student to `phone`), `?next=` leads back — by
 * itself once the phone is verified.
 */
export function Component() {
  const me = useAuth().user;
  const { user, refreshUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'account';
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();

  if (!user) return <SkeletonLines lines={6} />;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-auto sm:flex-1">
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="mt-1 text-muted">{t.subtitle}</p>
        </div>
        {next && (
          <Link to={next} className={buttonClass.secondary} data-testid="settings-back">
            {t.back(me)}
          </Link>
        )}
      </header>
      <Card>
        <Tabs
          label={t.tabs.label}
          value={tab}
          onValueChange={(v) =>
            setParams(
              (p) => {
                const copy = new URLSearchParams(p);
                copy.set('tab', v);
                return copy;
              },
              { replace: true },
            )
          }
          tabs={[
            {
              value: 'account',
              label: t.tabs.account,
              content: (
                <div className="flex flex-col gap-6">
                  <PhotoPicker
                    name={user.name}
                    src={user.image}
                    upload={uploadUserImage}
                    onSaved={refreshUser}
                  />
                  <AccountForm user={user} />
                </div>
              ),
            },
            {
              value: 'phone',
              label: t.tabs.phone,
              // Sent here to verify the phone (checkout, booking): verified, back there at once,
              // not left on settings to find the way back (issue 40).
              content: (
                <PhoneForm
                  user={user}
                  onVerified={next ? () => navigate(next, { replace: true }) : undefined}
                />
              ),
            },
            { value: 'password', label: t.tabs.password, content: <PasswordChange user={user} /> },
            { value: 'topics', label: t.tabs.topics, content: <TopicsForm /> },
            {
              value: 'notifications',
              label: t.tabs.notifications,
              content: <NotificationsForm user={user} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
