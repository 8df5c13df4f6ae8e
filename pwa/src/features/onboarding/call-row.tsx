import { joinParts } from '@kalam/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { readRefusal } from './field-errors.ts';
import { updateDemoSession, updateInterview } from './onboarding-api.ts';
import { opensDecision } from './manager-today.ts';
import type { ManagerCall } from './manager-call.ts';
import { DecisionForm } from './decision-form.tsx';
import { CorrectionForm } from './correction-form.tsx';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

/** One interview or demo session in a day's list: its room, its result form, its cancellation. */
export function CallRow({ call, onDone }: { call: ManagerCall; onDone: () => void }) {
  const me = useAuth().user;
  const { search } = useLocation();
  // Opened from the home's «سجّلي النتيجة»: this call's form is open and in view.
  const asked = opensDecision(search, call.kind, call.id);
  const [open, setOpen] = useState(asked);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (asked) row.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  // Saved: the form closes (else a decided interview's row kept it open as its correction).
  const closed = () => {
    setOpen(false);
    onDone();
  };
  const room = call.kind === 'interview' ? `/interview/${call.id}` : `/demo-session/${call.id}`;
  const pending = call.status === 'Pending';
  // A decided interview's notes and level stay open to correction (decision 110).
  const correctable =
    call.kind === 'interview' && (call.status === 'Passed' || call.status === 'Rejected');
  const cancel = async () => {
    try {
      if (call.kind === 'interview')
        await updateInterview({ id: call.id, status: 'CanceledByInterviewer' });
      else await updateDemoSession(call.id, 'CanceledByTutorManager');
      onDone();
    } catch (e) {
      toast({ type: 'error', title: readRefusal(e).message });
    }
  };
  return (
    <li ref={row} className="flex flex-col gap-3 py-3" data-testid={`call-${call.kind}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-semibold">
            {joinParts(call.person.name, call.kind === 'interview' ? t.interview : t.demo)}
          </p>
          <p className="text-sm text-muted">
            {joinParts(formatDayTime(call.start), t.statuses[call.status])}
          </p>
        </div>
        {pending && call.phase !== 'ended' && (
          <Link to={room} className={buttonClass.primary}>
            {t.open(me)}
          </Link>
        )}
        {pending && call.phase !== 'upcoming' && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)}>
            {t.decide}
          </Button>
        )}
        {correctable && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)}>
            {t.correct(me)}
          </Button>
        )}
        {pending && call.phase === 'upcoming' && (
          <ConfirmButton
            label={t.cancel}
            title={t.cancelConfirm(call.person.name)}
            description={t.cancelBody}
            keep={t.keep}
            onConfirm={cancel}
          />
        )}
      </div>
      {open && pending && <DecisionForm call={call} onDone={closed} />}
      {open && correctable && <CorrectionForm call={call} onDone={closed} />}
    </li>
  );
}
