import { useAuth } from '../../lib/auth-context.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { AccountForm } from './account-form.tsx';
import { PasswordChange } from '../../lib/password-change.tsx';
import { Card } from '../../ui/card.tsx';
import { PhoneCheck } from '../../lib/phone-check.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { tutorText } from './text.ts';
import { passwordChangeText } from '../../i18n/password-change-text.ts';

const t = tutorText.account;

/** Spec §2 /t/account-settings: name, phone (and its verification), notifications, password. */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  return (
    <SettingsFrame title={t.title} subtitle={t.subtitle}>
      {user ? (
        <>
          <AccountForm user={user} />
          {!user.verifiedPhone && (
            // Spec §6: students cannot book a tutor whose phone is not verified.
            <Card data-testid="phone-verify">
              {user.phone ? (
                <PhoneCheck
                  phone={user.phone}
                  method={user.notificationMethod}
                  why={t.phoneWhy(me)}
                />
              ) : (
                <p className="text-soft">{t.needPhone(me)}</p>
              )}
            </Card>
          )}
          <Card title={passwordChangeText.title}>
            <PasswordChange user={user} />
          </Card>
        </>
      ) : (
        <SkeletonLines lines={6} />
      )}
    </SettingsFrame>
  );
}
