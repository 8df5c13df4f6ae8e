import { useAuth } from '../../lib/auth-context.tsx';
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, ENGLISH_LEVELS, userCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { failureText, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { profileText as t } from './text.ts';

const control =
  'block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid';

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
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const body: Record<string, string> = { aim: values.aim?.trim() ?? '' };
    if (values.englishLevel) body.englishLevel = values.englishLevel;
    setBusy(true);
    setErrors({});
    try {
      const saved = await call(userCalls.updateStudent, { body });
      queryClient.setQueryData(key, saved);
      toast({ id: 'profile-saved', type: 'success', title: t.learning.saved });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        toast({ id: 'profile-failed', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

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
              name="englishLevel"
              defaultValue={student.data?.englishLevel ?? ''}
              aria-invalid={errors.englishLevel ? true : undefined}
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
              <p className="mt-1 text-sm font-medium text-danger">{errors.englishLevel}</p>
            )}
          </div>
          <div>
            <label htmlFor="aim" className="mb-1.5 block font-semibold">
              {t.learning.aim}
            </label>
            <textarea
              id="aim"
              name="aim"
              rows={3}
              maxLength={500}
              placeholder={t.learning.aimHint}
              defaultValue={student.data?.aim ?? ''}
              aria-invalid={errors.aim ? true : undefined}
              className={control}
            />
            {errors.aim && <p className="mt-1 text-sm font-medium text-danger">{errors.aim}</p>}
          </div>
          <Button type="submit" loading={busy} className="self-start">
            {t.learning.save}
          </Button>
        </form>
      )}
    </Card>
  );
}
