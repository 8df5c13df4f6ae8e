import { useAuth } from '../../lib/auth-context.tsx';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, ENGLISH_LEVELS, studentBodySchema, userCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { failureText } from '../../lib/form.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { profileText as t } from './text.ts';

const control =
  'block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid';

/** The server's length for an aim (its rule answers a longer one with the generic `invalid-type`). */
const AIM_MAX = studentBodySchema.shape.aim.unwrap().maxLength ?? 500;

interface Values {
  englishLevel: string;
  aim: string;
}

/** The form's words for the aim's rule: the catalogue's «مش من النوع المطلوب» says nothing here. */
const said = (path: string) => (path === 'aim' ? t.learning.aimTooLong(AIM_MAX) : undefined);

/** The student profile of spec §3: English level and aim (GET /student/{id}, PATCH /student). */
export function LearningForm({ userId }: { userId: string }) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const key = ['student', userId];
  const student = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await call(userCalls.student, { params: { id: userId } });
      } catch (error) {
        // No student profile yet: the form starts empty and the first save creates it.
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });
  // What is saved, once it is read (the form follows it; an empty form creates the profile).
  const form = useForm<Values>({
    values: student.data
      ? { englishLevel: student.data.englishLevel ?? '', aim: student.data.aim ?? '' }
      : { englishLevel: '', aim: '' },
  });
  const { errors, isSubmitting: busy } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const body: Record<string, string> = { aim: values.aim.trim() };
    if (values.englishLevel) body.englishLevel = values.englishLevel;
    try {
      const saved = await call(userCalls.updateStudent, { body });
      queryClient.setQueryData(key, saved);
      toast({ id: 'profile-saved', type: 'success', title: t.learning.saved });
    } catch (error) {
      // A rule of the level or the aim under its field, focused; anything else in a toast.
      if (!showRefusal(form, error, {}, said))
        toast({ id: 'profile-failed', type: 'error', title: failureText(error) });
    }
  });

  return (
    <Card title={t.learning.title}>
      {student.isPending ? (
        <SkeletonLines lines={3} />
      ) : student.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {failureText(student.error)}
        </p>
      ) : (
        <form onSubmit={save} noValidate className="flex max-w-lg flex-col gap-4">
          <div>
            <label htmlFor="english-level" className="mb-1.5 block font-semibold">
              {t.learning.level}
            </label>
            <select
              id="english-level"
              {...form.register('englishLevel')}
              aria-invalid={errors.englishLevel ? true : undefined}
              aria-describedby={errors.englishLevel ? 'english-level-error' : undefined}
              className={`${control} min-h-11`}
            >
              <option value="">{t.learning.choose(me)}</option>
              {ENGLISH_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t.levels[level]}
                </option>
              ))}
            </select>
            {errors.englishLevel && (
              <p id="english-level-error" className="mt-1 text-sm font-medium text-danger">
                {errors.englishLevel.message}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="aim" className="mb-1.5 block font-semibold">
              {t.learning.aim}
            </label>
            <textarea
              id="aim"
              {...form.register('aim')}
              rows={3}
              maxLength={AIM_MAX}
              placeholder={t.learning.aimHint}
              aria-invalid={errors.aim ? true : undefined}
              aria-describedby={errors.aim ? 'aim-error' : undefined}
              className={control}
            />
            {errors.aim && (
              <p id="aim-error" className="mt-1 text-sm font-medium text-danger">
                {errors.aim.message}
              </p>
            )}
          </div>
          <Button type="submit" loading={busy} className="self-start">
            {t.learning.save}
          </Button>
        </form>
      )}
    </Card>
  );
}
