import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDto, UserRole } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { cancelGivesMinutesBack } from './lesson-rules.ts';
import { spanWords } from '../../lib/span-words.ts';
import { cancelLesson, lessonKeys } from './lessons-api.ts';
import { lessonsText as t } from './text.ts';
import { subscriptionKeys } from '../../lib/query-keys.ts';

/** Asks before cancelling, saying whether the minutes come back (decision 022). */
export function CancelDialog({
  lesson,
  role,
  now,
  freeMinutes,
  open,
  onOpenChange,
}: {
  lesson: LessonDto;
  role: UserRole | undefined;
  now: number;
  /** The free-cancellation window in force (decision 275). */
  freeMinutes: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const free = cancelGivesMinutesBack(lesson, role, now, freeMinutes);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await cancelLesson(lesson.id);
      queryClient.setQueryData(lessonKeys.one(lesson.id), updated);
      // One id with the realtime toast for this lesson: the student sees one toast (decision 082).
      toast({ id: `lesson-${lesson.id}-canceled`, type: 'success', title: t.cancelDialog.done });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.cancelDialog.title}
      description={
        role === 'Student'
          ? free
            ? t.cancelDialog.free
            : t.cancelDialog.late(spanWords(freeMinutes))
          : t.lesson.tutorCancels(lesson.student.name, me)
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancelDialog.keep}</Button>
          </DialogClose>
          <Button
            variant="danger"
            data-testid="confirm-cancel"
            loading={busy}
            onClick={() => void confirm()}
          >
            {t.cancelDialog.confirm}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="font-semibold text-danger-strong">
          {error}
        </p>
      )}
    </Dialog>
  );
}
