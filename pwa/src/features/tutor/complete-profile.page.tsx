import { localPhone, PHONE_PLACEHOLDER } from '../../lib/format.ts';
import { stepFromParam, withStep } from '../../lib/step-param.ts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  GOVERNORATES,
  normalisePhone,
  toArabicDigits,
  type UpdateUserBody,
  type UserDto,
} from '@kalam/shared';
import { ar } from '../../i18n/ar.ts';
import { PhoneCheck } from '../../lib/phone-check.tsx';
import { arabicDigitsField, typedNumber } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { movedOn } from '../../lib/moved-on.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import { toast } from '../../ui/toast-store.ts';
import { NativeSelect } from '../../ui/native-select.tsx';
import { MovedOnNotice } from '../../ui/moved-on-notice.tsx';
import { formatNumber } from './format.ts';
import { ProfileForm } from './profile-form.tsx';
import { tutorText } from './text.ts';
import { TopicsPicker } from './topics-picker.tsx';
import { tutorKeys, updateMe, useTutorMeta } from './tutor-api.ts';
import { useTopicChoice } from './use-topic-choice.ts';

const t = tutorText.complete;
const DASHBOARD = '/t/dashboard';

/**
 * Spec §2 /t/complete-profile for a tutor: main info, then bio and about, then specialities.
 * Every step starts from what is already saved, so coming back never shows blank fields. A new
 * tutor comes here from verifying her e-mail, and from /complete-profile (decision 283).
 */
export function Component() {
  const me = useAuth().user;
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const meta = useTutorMeta();
  const topics = useTopicChoice();
  // The step is in the address: a refresh mid-way keeps the place (lib/step-param.ts).
  const [params, setParams] = useSearchParams();
  const step = stepFromParam(params.get('step'), t.steps.length - 1);
  const setStep = (next: number) => setParams((p) => withStep(p, next));
  const [busy, setBusy] = useState(false);
  // «إنهاء» with no topic is refused under the chips (a catalogue with none lets her finish).
  const [noTopic, setNoTopic] = useState(false);

  const finish = async () => {
    if (topics.topics?.length && topics.chosen.length === 0) return setNoTopic(true);
    setBusy(true);
    try {
      if (topics.dirty) await topics.save();
      await refreshUser();
      // Said at the top of the dashboard, not in a toast over its heading (decisions 253, 257).
      navigate(DASHBOARD, movedOn(t.done(me)));
    } catch (error) {
      toast({ id: 'profile-done', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const back = step > 0 && (
    <Button type="button" variant="ghost" onClick={() => setStep(step - 1)}>
      {t.back}
    </Button>
  );

  return (
    <Frame step={step}>
      {!user ? (
        <SkeletonLines lines={6} />
      ) : step === 0 ? (
        <MainInfo user={user} onDone={() => setStep(1)} />
      ) : step === 1 ? (
        meta.data ? (
          <ProfileForm
            user={user}
            meta={meta.data}
            withNotice={false}
            submitLabel={t.next}
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: tutorKeys.meta });
              setStep(2);
            }}
          >
            {back}
          </ProfileForm>
        ) : (
          <SkeletonLines lines={6} />
        )
      ) : (
        <div className="flex flex-col gap-5">
          <TopicsPicker
            topics={topics.topics}
            loading={topics.loading}
            chosen={topics.chosen}
            onChange={(ids) => {
              setNoTopic(false);
              topics.setChosen(ids);
            }}
            error={noTopic ? t.pickTopic(me) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" loading={busy} onClick={finish}>
              {t.finish}
            </Button>
            {back}
          </div>
        </div>
      )}
    </Frame>
  );
}

/** The main-info step's fields as typed (select values and digits are strings). */
interface MainValues {
  name: string;
  gender: string;
  birthYear: string;
  city: string;
  phone: string;
}

/** Name, gender, birth year, governorate and phone; only what changed is sent. */
function MainInfo({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const me = useAuth().user;
  const { refreshUser } = useAuth();
  const form = useForm<MainValues>({
    defaultValues: {
      name: user.name,
      gender: user.gender ?? '',
      birthYear: user.birthYear === null ? '' : toArabicDigits(String(user.birthYear)),
      city: user.city === null ? '' : String(user.city),
      phone: localPhone(user.phone),
    },
  });
  const { errors, isSubmitting: busy } = form.formState;
  // A phone typed here is verified right here (skippable): a tutor is booked only with one.
  const [checkPhone, setCheckPhone] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const value = (key: keyof MainValues) => values[key].trim();
    const body: UpdateUserBody = {};
    if (value('name') && value('name') !== user.name) body.name = value('name');
    if (value('gender') && value('gender') !== user.gender)
      body.gender = value('gender') as 'male' | 'female';
    const birthYear = typedNumber(value('birthYear'));
    if (value('birthYear') && birthYear !== user.birthYear) body.birthYear = birthYear;
    if (value('city') && Number(value('city')) !== user.city) body.city = Number(value('city'));
    const phone = value('phone');
    if (phone && (normalisePhone(phone) ?? phone) !== user.phone) body.phone = phone;
    const unverified = (saved: UserDto) =>
      saved.phone && !saved.verifiedPhone ? setCheckPhone(saved.phone) : onDone();
    if (Object.keys(body).length === 0) return unverified(user);
    try {
      const saved = await updateMe(user.id, body);
      // The gender just chosen is the one the next steps speak in (decision 248).
      await refreshUser();
      unverified(saved);
    } catch (error) {
      // Field rules come back with details (a name not in Arabic, a year out of range): each
      // under its field, the first focused.
      if (!showRefusal(form, error))
        toast({ id: 'profile-failed', type: 'error', title: failureText(error) });
    }
  });

  if (checkPhone)
    return <PhoneCheck phone={checkPhone} method={user.notificationMethod} onDone={onDone} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={tutorText.account.name}
        {...form.register('name')}
        hint={tutorText.account.nameHint}
        error={errors.name?.message}
      />
      <NativeSelect
        label={t.gender}
        {...form.register('gender')}
        placeholder={t.choose(me)}
        error={errors.gender?.message}
        options={[
          ['male', t.male],
          ['female', t.female],
        ]}
      />
      <TextField
        label={t.birthYear}
        {...arabicDigitsField(form.register('birthYear'))}
        inputMode="numeric"
        dir="ltr"
        error={errors.birthYear?.message}
      />
      <NativeSelect
        label={t.city}
        {...form.register('city')}
        placeholder={t.choose(me)}
        error={errors.city?.message}
        options={GOVERNORATES.map((g) => [String(g.id), g.ar] as const)}
      />
      <TextField
        label={tutorText.account.phone}
        {...form.register('phone')}
        type="tel"
        dir="ltr"
        placeholder={PHONE_PLACEHOLDER}
        error={errors.phone?.message}
      />
      <Button type="submit" loading={busy}>
        {t.next}
      </Button>
    </form>
  );
}

function Frame({ step, children }: { step: number; children: ReactNode }) {
  const me = useAuth().user;
  const total = t.steps.length;
  return (
    <div className="flex min-h-dvh flex-col bg-raised">
      <header className="mx-auto flex w-full max-w-xl items-center justify-between px-4 py-3">
        <Link
          to={DASHBOARD}
          className="flex items-center gap-2 text-xl font-extrabold text-brand-ink"
        >
          <img src="/favicon.svg" alt="" className="size-9" />
          {ar.appName}
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 pb-10">
        <div className="rounded-2xl border border-line bg-card p-6 shadow-sm">
          <h1 className="text-2xl font-extrabold">{t.title(me)}</h1>
          <p className="mt-2 text-soft">
            {t.step(formatNumber(step + 1), formatNumber(total), t.steps[step]!)}
          </p>
          <ol aria-hidden="true" className="mt-3 flex gap-2">
            {t.steps.map((name, i) => (
              <li
                key={name}
                className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-teal-700 dark:bg-teal-300' : 'bg-slate-200 dark:bg-slate-700'}`}
              />
            ))}
          </ol>
          {/* What the step before did (the e-mail code accepted), said here, not in a toast (253). */}
          <MovedOnNotice className="mt-4" />
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-4 text-center">
          <Link to={DASHBOARD} className="font-semibold text-link underline underline-offset-4">
            {t.later}
          </Link>
        </p>
      </main>
    </div>
  );
}
