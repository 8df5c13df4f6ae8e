import { useAuth } from '../../lib/auth-context.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { AccountForm } from './account-form.tsx';
import { PasswordChange } from './password-change.tsx';
import { PhoneVerify } from './phone-verify.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { tutorText } from './text.ts';

const t = tutorText.account;

/** Spec §2 /t/account-settings: name, phone (and its verification), notifications, password. */
export function Component() {
  const { user } = useAuth();
  return (
    <SettingsFrame title={t.title} subtitle={t.subtitle}>
      {user ? (
        <>
          <AccountForm user={user} />
          <PhoneVerify user={user} />
          <PasswordChange user={user} />
        </>
      ) : (
        <SkeletonLines lines={6} />
      )}
    </SettingsFrame>
  );
}
