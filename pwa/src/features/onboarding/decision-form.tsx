import { useAuth } from '../../lib/auth-context.tsx';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { TextArea } from './text-area.tsx';
import { LevelField } from './level-field.tsx';
import {
  demoDecisionSchema,
  interviewDecisionSchema,
  outputOf,
  type InterviewDecisionValues,
} from './forms.ts';
import { updateDemoSession, updateInterview } from './onboarding-api.ts';
import type { ManagerCall } from './manager-call.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

/** Spec §5 interview rules: feedback and level required to decide; the note is optional. */
export function DecisionForm({ call, onDone }: { call: ManagerCall; onDone: () => void }) {
  const me = useAuth().user;
  const interview = call.kind === 'interview';
  const { form, submit, errors, busy } = useSettingsForm<InterviewDecisionValues>({
    schema: interview ? interviewDecisionSchema : demoDecisionSchema,
    values: { status: 'Passed', feedback: '', note: '', level: '' },
    save: async (values) => {
      if (interview) {
        const { status, feedback, note, level } = outputOf(interviewDecisionSchema, values);
        await updateInterview({ id: call.id, status, feedback, note, level });
      } else {
        const { status, feedback } = outputOf(demoDecisionSchema, values);
        await updateDemoSession(call.id, status, feedback);
      }
      onDone();
    },
    toastId: `decision-${call.id}`,
    saved: t.saved,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line-strong p-4"
      data-testid="decision-form"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-semibold">{t.status}</legend>
        {(['Passed', 'Rejected'] as const).map((s) => (
          <label key={s} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={s}
              {...form.register('status')}
              className="size-4 accent-brand"
            />
            {s === 'Passed' ? t.passed : t.rejected}
          </label>
        ))}
      </fieldset>
      {!interview && (
        <TextArea
          label={t.demoFeedback}
          rows={3}
          error={errors.feedback?.message}
          {...form.register('feedback')}
        />
      )}
      {interview && (
        <>
          <TextArea
            label={t.feedback}
            rows={3}
            error={errors.feedback?.message}
            {...form.register('feedback')}
          />
          <TextArea
            label={t.note}
            rows={2}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <LevelField
            label={t.level}
            error={errors.level?.message}
            field={form.register('level')}
          />
        </>
      )}
      <Button type="submit" loading={busy}>
        {t.save(me)}
      </Button>
    </form>
  );
}
