import { useAuth } from '../../lib/auth-context.tsx';
import { isDesktopApp } from '../../lib/desktop/desktop.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { uploadsText as t } from './text.ts';
import { UploadRow } from './upload-row.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

function Queue() {
  const { items, pick, cancel } = useUploadQueue();
  const me = useAuth().user;
  return (
    <>
      <Button onClick={() => void pick()} className="self-start">
        {t.pick(me)}
      </Button>
      {items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul aria-label={t.queue} className="flex flex-col gap-3">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onCancel={(id) => void cancel(id)} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Tutors' and studio videos from disk, sent by the desktop app (decision 132). */
export function Component() {
  const me = useAuth().user;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle(me)}</p>
      </header>
      {isDesktopApp() ? <Queue /> : <p>{t.onlyDesktop}</p>}
    </div>
  );
}
