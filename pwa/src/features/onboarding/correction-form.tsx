import { useAuth } from '../../lib/auth-context.tsx';
import { formatNumber } from '../../lib/numbers.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { TextArea } from './text-area.tsx';
import { LevelField } from './level-field.tsx';
import { interviewCorrectionSchema, outputOf, type InterviewDecisionValues } from './forms.ts';
import { updateInterview } from './onboarding-api.ts';
import type { ManagerCall } from './manager-call.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

/** A decided interview's feedback, note and level, written again; its result stays. */
export function CorrectionForm({ call, onDone }: { call: ManagerCall; onDone: () => void }) {
  const me = useAuth().user;
  const { form, submit, errors, busy } = useSettingsForm<InterviewDecisionValues>({
    schema: interviewCorrectionSchema,
    values: {
      status: call.status === 'Rejected' ? 'Rejected' : 'Passed',
      feedback: call.feedback ?? '',
      note: call.note ?? '',
      level: call.level == null ? '' : formatNumber(call.level),
    },
    save: async (values) => {
      const { feedback, note, level } = outputOf(interviewCorrectionSchema, values);
      await updateInterview({ id: call.id, feedback, note, level });
      onDone();
    },
    toastId: `correction-${call.id}`,
    saved: t.corrected,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line-strong p-4"
      data-testid="correction-form"
    >
      <TextArea
        label={t.feedback}
        rows={3}
        error={errors.feedback?.message}
        {...form.register('feedback')}
      />
      <TextArea label={t.note} rows={2} error={errors.note?.message} {...form.register('note')} />
      <LevelField label={t.level} error={errors.level?.message} field={form.register('level')} />
      <Button type="submit" loading={busy}>
        {t.saveCorrection(me)}
      </Button>
    </form>
  );
}
