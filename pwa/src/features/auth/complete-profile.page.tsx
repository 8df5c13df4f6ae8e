import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ENGLISH_LEVELS, GOVERNORATES, topicCalls, userCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { arabicDigitsField, typedNumber } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { PHONE_PLACEHOLDER } from '../../lib/format.ts';
import { stepFromParam, withStep } from '../../lib/step-param.ts';
import { formatStep } from '../../lib/numbers.ts';
import { PhoneCheck } from '../../lib/phone-check.tsx';
import { safeNext } from '../../lib/next-path.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { completeProfileFor, homeFor } from '../../lib/home.ts';
import { TextArea } from './profile-fields.tsx';
import { basicsDefaults } from './profile-defaults.ts';
import { authText as t } from './text.ts';
import { topicKeys } from '../../lib/query-keys.ts';

/** Only the fields a person filled in are sent; an empty step just moves on. */
export function filled(values: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    const v = value.trim();
    if (v) out[key] = key === 'birthYear' || key === 'city' ? typedNumber(v) : v;
  }
  return out;
}

/**
 * Complete profile (spec §2): a tutor's is /t/complete-profile, and a tutor who opens this one
 * (an old link, the address typed) is sent there, to the same step (decision 283).
 */
export function Component() {
  const { user } = useAuth();
  const { search, state } = useLocation();
  if (!user) return <SkeletonLines lines={6} />;
  const own = completeProfileFor(user.role);
  if (own !== '/complete-profile') return <Navigate to={own + search} state={state} replace />;
  return <CompleteProfile />;
}

/** A learner's: main info, English level and aim, favourite topics; the staff's: main info. */
function CompleteProfile() {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // One form across the steps; a step's fields leave it when the step does (only they are sent),
  // and each starts from its input's own default (what is saved) when it comes back.
  const form = useForm<Record<string, string>>({ shouldUnregister: true });
  const { errors, isSubmitting: busy } = form.formState;
  const [chosen, setChosen] = useState<string[]>([]);
  // A phone typed on the first step is verified right here, before the next step (skippable).
  const [checkPhone, setCheckPhone] = useState<string | null>(null);
  // Staff (an invited tutor manager, studio member or admin) have no learner profile or topics:
  // their profile is the first step only (decision 232).
  const staff = !!user && user.role !== 'Student';
  const last = staff ? 0 : 2;
  // The step is in the address: a refresh mid-way keeps the place (lib/step-param.ts).
  const step = stepFromParam(params.get('step'), last);
  const setStep = (next: number) => setParams((p) => withStep(p, next));
  const topics = useQuery({
    queryKey: topicKeys.all,
    queryFn: () => call(topicCalls.list, { query: { size: 100 } }),
    enabled: step === 2,
  });

  const steps = [
    async (values: Record<string, string>) => {
      const body = filled(values);
      if (!Object.keys(body).length || !user) return;
      const saved = await call(userCalls.update, { params: { id: user.id }, body });
      // The gender just chosen is the one the next steps speak in (decision 248).
      await refreshUser();
      if (saved.phone && !saved.verifiedPhone) setCheckPhone(saved.phone);
    },
    (values: Record<string, string>) => {
      const body = filled(values);
      return Object.keys(body).length ? call(userCalls.updateStudent, { body }) : undefined;
    },
    () => (chosen.length ? call(topicCalls.setOfUser, { body: { topicIds: chosen } }) : undefined),
  ];

  const save = form.handleSubmit(async (values) => {
    try {
      await steps[step]!(values);
      if (step < last) setStep(step + 1);
      else {
        await refreshUser();
        navigate(safeNext(params.get('next')) ?? homeFor(user?.role), { replace: true });
      }
    } catch (error) {
      // The profile's calls answer their field rules with details (a name with digits, a year
      // out of range): each under its field, the first focused.
      if (!showRefusal(form, error))
        toast({ id: 'profile-failed', type: 'error', title: failureText(error) });
    }
  });

  const shown = checkPhone ? 0 : step;
  const saved = basicsDefaults(user);
  return (
    <AuthFrame
      title={t.profile.title(user)}
      subtitle={`${formatStep(shown + 1, last + 1)} — ${t.profile.steps[shown]}`}
    >
      {checkPhone ? (
        <PhoneCheck
          phone={checkPhone}
          method={user?.notificationMethod}
          onDone={() => setCheckPhone(null)}
        />
      ) : (
        <form key={step} onSubmit={save} noValidate className="flex flex-col gap-4">
          {step === 0 && (
            <>
              <TextField
                label={t.name}
                {...form.register('name')}
                defaultValue={saved.name}
                error={errors.name?.message}
              />
              <NativeSelect
                label={`${t.profile.gender} ${t.profile.optional}`}
                placeholder={t.profile.choose(user)}
                {...form.register('gender')}
                defaultValue={saved.gender}
                error={errors.gender?.message}
                options={[
                  ['male', t.profile.male],
                  ['female', t.profile.female],
                ]}
              />
              <TextField
                label={`${t.profile.birthYear} ${t.profile.optional}`}
                {...arabicDigitsField(form.register('birthYear'))}
                defaultValue={saved.birthYear}
                inputMode="numeric"
                dir="ltr"
                error={errors.birthYear?.message}
              />
              <NativeSelect
                label={`${t.profile.city} ${t.profile.optional}`}
                placeholder={t.profile.choose(user)}
                {...form.register('city')}
                defaultValue={saved.city}
                error={errors.city?.message}
                options={GOVERNORATES.map((g) => [String(g.id), g.ar])}
              />
              <TextField
                label={`${t.profile.phone} ${t.profile.optional}`}
                {...form.register('phone')}
                type="tel"
                dir="ltr"
                placeholder={PHONE_PLACEHOLDER}
                defaultValue={saved.phone}
                error={errors.phone?.message}
              />
            </>
          )}
          {step === 1 && (
            <>
              <NativeSelect
                label={`${t.profile.level} ${t.profile.optional}`}
                placeholder={t.profile.choose(user)}
                {...form.register('englishLevel')}
                error={errors.englishLevel?.message}
                options={ENGLISH_LEVELS.map((l) => [l, t.profile.levels[l]])}
              />
              <TextArea
                label={`${t.profile.aim} ${t.profile.optional}`}
                {...form.register('aim')}
                rows={3}
                error={errors.aim?.message}
              />
            </>
          )}
          {step === 2 && (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-2 font-semibold">
                {`${t.profile.topics(user)} ${t.profile.optional}`}
              </legend>
              {(topics.data?.list ?? []).map((topic) => (
                <label
                  key={topic.id}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-field px-3 py-1.5 has-checked:border-focus has-checked:bg-brand-soft"
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(topic.id)}
                    onChange={(e) =>
                      setChosen((c) =>
                        e.target.checked ? [...c, topic.id] : c.filter((id) => id !== topic.id),
                      )
                    }
                  />
                  {topic.nameAr}
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy} className="flex-1">
              {step < last ? t.profile.next : t.profile.finish}
            </Button>
            {/* Back to the step before, to change it (a field left empty there sends nothing). */}
            {step > 0 && (
              <Button type="button" variant="ghost" onClick={() => setStep(step - 1)}>
                {t.profile.back}
              </Button>
            )}
          </div>
        </form>
      )}
    </AuthFrame>
  );
}
