import { joinParts } from '@kalam/shared';
import type { StoredAssetKind } from '@kalam/shared';
import { authHeaders } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { toast } from '../../ui/toast-store.ts';
import { linkClass } from './parts.tsx';
import { adminText as t } from './text.ts';

/**
 * What a person recognises a stored file by: its kind and when it came in («فيديو، ٢٤/١١/٢٠٢٦،
 * ٩:٣٠ بالليل»), or its place among a record's files («لقطة شاشة ٢»). The server keeps no
 * uploaded original name, and its own name is an id nobody can read.
 */
export function fileLabel(file: { kind: StoredAssetKind; createdAt: string }, nth?: number) {
  const kind = t.media.kinds[file.kind];
  return nth === undefined
    ? joinParts(kind, formatDateTime(file.createdAt))
    : `${kind} ${formatNumber(nth)}`;
}

/**
 * A private file (a report's screenshot, a receipt) opened with the admin's token: the browser's
 * own link would go without it. Public uploads open as plain links.
 */
export function FileLink({ url, label }: { url: string; label: string }) {
  if (!url.includes('/receipts/'))
    return (
      <a href={url} target="_blank" rel="noreferrer" className={linkClass}>
        {label}
      </a>
    );
  return (
    <button
      type="button"
      className={linkClass}
      onClick={async () => {
        const response = await fetch(url, { headers: authHeaders(), credentials: 'include' });
        if (!response.ok) {
          toast({ type: 'error', title: 'الملف مش متاح.' });
          return;
        }
        const blob = URL.createObjectURL(await response.blob());
        window.open(blob, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(blob), 60_000);
      }}
    >
      {label}
    </button>
  );
}
