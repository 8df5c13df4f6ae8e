import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { PageHeader } from './parts.tsx';
import { adminText } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = adminText.cache;

/** `/admin/cache`: flush the tutors cache (spec §7 DELETE /cache/flush). */
export function Component() {
  const me = useAuth().user;
  const flush = useOneAtATimeMutation({
    mutationFn: adminApi.flushCache,
    onSuccess: () => toast({ type: 'success', title: t.flushed }),
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  return (
    <>
      <PageHeader title="الكاش" />
      <section className="max-w-xl rounded-2xl border border-line p-5">
        <h2 className="mb-2 text-lg font-bold">{t.title}</h2>
        <p className="mb-4 text-soft">{t.about(me)}</p>
        <Button data-testid="flush-cache" loading={flush.isPending} onClick={() => flush.mutate()}>
          {t.flush(me)}
        </Button>
        {flush.isSuccess && (
          <p role="status" data-testid="flush-done" className="mt-3 font-semibold text-brand-ink">
            {t.flushed}
          </p>
        )}
      </section>
    </>
  );
}
