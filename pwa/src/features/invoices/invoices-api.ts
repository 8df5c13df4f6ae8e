import { useQuery } from '@tanstack/react-query';
import type {
  InvoiceAction,
  InvoiceCreateBody,
  InvoiceDto,
  InvoiceListQuery,
  InvoiceStats,
  LedgerEntry,
} from '@kalam/shared';
import { api, authHeaders, readAnswer } from '../../lib/api.ts';
import { upload, type UploadOptions } from '../../lib/upload.ts';

/** Every call of the withdrawals screens (tutor and admin) lives here (issue 15 converts it). */
type Page<T> = { list: T[]; total: number };

/** Query keys; `all` is what an invoice event makes stale. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  stats: (tutorId: string) => ['invoices', 'stats', tutorId] as const,
  ledger: (tutorId: string, page: number) => ['invoices', 'ledger', tutorId, page] as const,
  list: (query: InvoiceListQuery) => ['invoices', 'list', query] as const,
};

function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function useInvoiceStats(tutorId: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.stats(tutorId ?? ''),
    queryFn: () => api<InvoiceStats>('GET', `/invoice/stats/${encodeURIComponent(tutorId!)}`),
    enabled: Boolean(tutorId),
  });
}

export function useEarnings(tutorId: string | undefined, page: number, size: number) {
  return useQuery({
    queryKey: invoiceKeys.ledger(tutorId ?? '', page),
    queryFn: () =>
      api<Page<LedgerEntry>>(
        'GET',
        `/invoice/ledger/${encodeURIComponent(tutorId!)}?kind=earning&page=${page}&size=${size}`,
      ),
    enabled: Boolean(tutorId),
  });
}

export function useInvoices(query: InvoiceListQuery, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: () =>
      api<Page<InvoiceDto>>('GET', `/invoice?${queryString(query as Record<string, string>)}`),
    enabled,
  });
}

export const createInvoice = (body: InvoiceCreateBody) => api<InvoiceDto>('POST', '/invoice', body);

export const changeInvoice = (
  id: string,
  body: { action: InvoiceAction; note?: string | null; update?: InvoiceCreateBody },
) => api<InvoiceDto>('PUT', `/invoice/${encodeURIComponent(id)}/with/asset`, body);

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
  return upload<InvoiceDto>('PUT', `/invoice/${encodeURIComponent(id)}/with/asset`, form, options);
}

/**
 * A receipt is served to its tutor and admins only, with the bearer token: fetched as a blob
 * and shown from an object URL (a plain link would carry no token).
 */
export async function fetchReceipt(url: string): Promise<{ blobUrl: string; type: string }> {
  const response = await fetch(url, { headers: authHeaders(), credentials: 'include' });
  if (!response.ok) readAnswer(response.status, await response.text(), true);
  const blob = await response.blob();
  return { blobUrl: URL.createObjectURL(blob), type: blob.type };
}
