import { authHeaders } from '../../lib/api.ts';
import { toast } from '../../ui/toast-store.ts';
import { linkClass } from './parts.tsx';

/**
 * A private file (a report's screenshot, a receipt) opened with the admin's token: the browser's
 * own link would go without it. Public uploads open as plain links.
 */
export function FileLink({ url, label }: { url: string; label: string }) {
  if (!url.includes('/receipts/'))
    return (
      <a href={url} target="_blank" rel="noreferrer" className={linkClass}>
        <span data-verbatim dir="ltr">
          {label}
        </span>
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
      <span data-verbatim dir="ltr">
        {label}
      </span>
    </button>
  );
}
