import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, type InvoiceDto, type InvoiceState, type InvoiceStats } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDate } from '../../lib/format.ts';
import { failureText } from '../../lib/form.ts';
import { usePageSize } from '../../lib/page-size.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { usePaging } from '../../ui/use-paging.ts';
import { BalanceCards } from './balance-cards.tsx';
import { expectedTransfer } from './expected-transfer.ts';
import { changeInvoice, invoiceKeys, useInvoiceStats, useInvoices } from './invoices-api.ts';
import { ReceiptButton } from './receipt-viewer.tsx';
import { useInvoiceEvents } from './use-invoice-events.ts';
import { payoutLabel, savedPayouts, WithdrawalForm } from './withdrawal-form.tsx';
import { withdrawalText } from './withdrawal-text.ts';

const t = withdrawalText;

export const STATE_TONE: Record<InvoiceState, string> = {
  pending: 'bg-warn-fill text-warn-text',
  'update-requested': 'bg-info-fill text-info-text',
  'cancellation-requested': 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
  'cancellation-approved': 'bg-subtle text-body',
  'canceled-by-admin': 'bg-subtle text-body',
  fulfilled: 'bg-ok-fill text-ok-text',
  rejected: 'bg-danger-fill text-danger-ink',
};

export function StateBadge({ state }: { state: InvoiceState }) {
  return (
    <span
      data-testid="invoice-state"
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[state]}`}
    >
      {t.states[state]}
    </span>
  );
}

/** Spec §2 «فواتيري» for a tutor: their balance, a new request, and their requests. */
export function TutorInvoices() {
  const { user } = useAuth();
  useInvoiceEvents();
  const stats = useInvoiceStats(user?.id);
  const [total, setTotal] = useState(0);
  const [size] = usePageSize();
  const paging = usePaging(total, size);
  const list = useInvoices({ page: paging.page, size });
  // The saved methods come from the newest requests, whatever page is open.
  const recent = useInvoices({ page: 1, size: 20 });
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const saved = savedPayouts(recent.data?.list ?? []);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header>
        <h1 className="text-2xl font-extrabold">{t.tutorTitle}</h1>
        <p className="mt-1 text-muted">{t.tutorSubtitle}</p>
      </header>
      <BalanceCards stats={stats.data} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card title={t.form.title}>
          {stats.data ? (
            <WithdrawalForm stats={stats.data} saved={saved} />
          ) : (
            <SkeletonLines lines={4} />
          )}
        </Card>
        <Card title={t.list.title}>
          {list.isPending ? (
            <SkeletonLines lines={5} />
          ) : (list.data?.list.length ?? 0) === 0 ? (
            <EmptyState title={t.list.empty} description={t.list.emptyBody(user)} />
          ) : (
            <ul
              aria-label={t.list.caption}
              data-testid="invoice-list"
              className="flex flex-col gap-3"
            >
              {list.data!.list.map((invoice) => (
                <InvoiceItem key={invoice.id} invoice={invoice} stats={stats.data} saved={saved} />
              ))}
            </ul>
          )}
          {total > size && (
            <div className="mt-3">
              <Pager paging={paging} />
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}

function InvoiceItem({
  invoice,
  stats,
  saved,
}: {
  invoice: InvoiceDto;
  stats?: InvoiceStats;
  saved: ReturnType<typeof savedPayouts>;
}) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const open = invoice.status === 'PendingApproval';
  const waiting = open || invoice.status === 'PendingCancellation';
  const expected = expectedTransfer(invoice.expected, 'tutor');

  const askCancel = async () => {
    try {
      await changeInvoice(invoice.id, { action: 'request-cancel' });
      toast({ id: 'withdrawal-cancel', type: 'success', title: t.list.cancelSent });
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    } catch (error) {
      toast({ id: 'withdrawal-cancel-failed', type: 'error', title: failureText(error) });
    }
  };

  return (
    <li
      data-testid="invoice"
      data-state={invoice.state}
      className="flex flex-col gap-2 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-extrabold tabular-nums">{formatMoney(invoice.amount)}</span>
        <StateBadge state={invoice.state} />
        <span className="ms-auto text-sm text-muted">{formatDate(invoice.createdAt)}</span>
      </div>
      <p className="min-w-0 break-words text-soft">
        <bdi>{payoutLabel(invoice)}</bdi>
      </p>
      {waiting && (
        <p className="text-sm">
          <span className="font-semibold">{expected.label}: </span>
          {expected.days}
        </p>
      )}
      {invoice.requestedUpdate && (
        <p className="text-sm text-info-text">
          {t.list.requestedUpdate(
            `${formatMoney(invoice.requestedUpdate.amount)}، ${payoutLabel(invoice.requestedUpdate)}`,
          )}
        </p>
      )}
      {invoice.note && (
        <p data-testid="invoice-note" className="rounded-lg bg-well px-3 py-2 text-sm">
          <span className="font-semibold">{t.list.note}: </span>
          {invoice.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {invoice.receipt && <ReceiptButton url={invoice.receipt} />}
        {open && stats && (
          <Dialog
            open={editing}
            onOpenChange={setEditing}
            title={t.form.updateTitle}
            trigger={
              <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm">
                {t.list.update}
              </Button>
            }
          >
            <WithdrawalForm
              stats={stats}
              saved={saved}
              editing={invoice}
              onDone={() => setEditing(false)}
            />
          </Dialog>
        )}
        {open && (
          <Dialog
            open={asking}
            onOpenChange={setAsking}
            title={t.list.cancel}
            description={t.list.cancelConfirm(me)}
            trigger={
              <Button variant="ghost" className="min-h-9 px-3 py-1 text-sm">
                {t.list.cancel}
              </Button>
            }
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary">{t.list.keep(me)}</Button>
                </DialogClose>
                <Button variant="danger" onClick={() => void askCancel()}>
                  {t.list.confirm(me)}
                </Button>
              </>
            }
          />
        )}
      </div>
    </li>
  );
}
