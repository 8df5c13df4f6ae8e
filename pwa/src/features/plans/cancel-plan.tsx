import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { statsCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { currentPlanKey } from '../../lib/current-plan.ts';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { plansText as t } from './text.ts';

/**
 * The student ends her running plan (PATCH /sub/cancel) after saying so in a dialog; a plan past
 * its lessons answers `subscription-uncancellable`, shown in her words from the catalogue.
 */
export function CancelPlan() {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useOneAtATimeMutation({
    mutationFn: () => call(statsCalls.cancelPlan, { body: {} }),
    onSuccess: async () => {
      setOpen(false);
      toast({ type: 'success', title: t.cancel.done });
      await queryClient.invalidateQueries({ queryKey: currentPlanKey });
    },
    onError: (e) => toast({ type: 'error', title: failureText(e) }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.cancel.confirm(me)}
      description={t.cancel.body(me)}
      trigger={
        <Button variant="ghost" className="min-h-9 px-3 text-sm" data-testid="cancel-plan">
          {t.cancel.open}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancel.keep(me)}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
            data-testid="confirm-cancel-plan"
          >
            {t.cancel.open}
          </Button>
        </>
      }
    />
  );
}
