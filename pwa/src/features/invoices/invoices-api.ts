import { useQuery } from '@tanstack/react-query';
import {
  invoiceCalls,
  invoiceDtoSchema,
  type InvoiceAction,
  type InvoiceCreateBody,
  type InvoiceListQuery,
} from '@kalam/shared';
import { authHeaders, call, readAnswer } from '../../lib/api.ts';
import { upload, type UploadOptions } from '../../lib/upload.ts';

/** Every call of the withdrawals screens (tutor and admin), through the shared call specs. */
/** Query keys; `all` is what an invoice event makes stale. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  stats: (tutorId: string) => ['invoices', 'stats', tutorId] as const,
  ledger: (tutorId: string, page: number) => ['invoices', 'ledger', tutorId, page] as const,
  list: (query: InvoiceListQuery) => ['invoices', 'list', query] as const,
};

/** The list's filters without the empty ones (an unset filter is not sent). */
const filled = (query: InvoiceListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export function useInvoiceStats(tutorId: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.stats(tutorId ?? ''),
    queryFn: () => call(invoiceCalls.stats, { params: { id: tutorId! } }),
    enabled: Boolean(tutorId),
  });
}

export function useEarnings(tutorId: string | undefined, page: number, size: number) {
  return useQuery({
    queryKey: invoiceKeys.ledger(tutorId ?? '', page),
    queryFn: () =>
      call(invoiceCalls.ledger, {
        params: { id: tutorId! },
        query: { kind: 'earning', page, size },
      }),
    enabled: Boolean(tutorId),
  });
}

export function useInvoices(query: InvoiceListQuery, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: () => call(invoiceCalls.list, { query: filled(query) }),
    enabled,
  });
}

export const createInvoice = (body: InvoiceCreateBody) => call(invoiceCalls.create, { body });

export const changeInvoice = (
  id: string,
  body: { action: InvoiceAction; note?: string | null; update?: InvoiceCreateBody },
) => call(invoiceCalls.change, { params: { id }, body });

/** Mark fulfilled with the transfer receipt, reporting upload progress. */
export function fulfilInvoice(
  id: string,
  receipt: File,
  note: string | undefined,
  options: UploadOptions,
) {
  const form = new FormData();
  form.append('action', 'fulfil');
  if (note) form.append('note', note);
  form.append('receipt', receipt);
  return upload(
    invoiceDtoSchema,
    'PUT',
    `/invoice/${encodeURIComponent(id)}/with/asset`,
    form,
    options,
  );
}

/**
 * A receipt is served to its tutor and admins only, with the bearer token: fetched as a blob
 * and shown from an object URL (a plain link would carry no token).
 */
export async function fetchReceipt(url: string): Promise<{ blobUrl: string; type: string }> {
  const auth = authHeaders();
  const response = await fetch(url, { headers: auth, credentials: 'include' });
  if (!response.ok) readAnswer(response.status, await response.text(), auth);
  const blob = await response.blob();
  return { blobUrl: URL.createObjectURL(blob), type: blob.type };
}
