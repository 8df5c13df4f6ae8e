import { useState, useSyncExternalStore } from 'react';
import type { ScreenSource } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { useAuth } from '../auth-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { screenQuestion } from './screen-choice.ts';
import { desktopText } from './text.ts';

const t = desktopText.picker;

function SourceTile({
  source,
  label,
  selected,
  onSelect,
}: {
  source: ScreenSource;
  label: string;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex flex-col gap-1 rounded-xl border-2 p-2 text-start focus-visible:outline-2 focus-visible:outline-focus ${selected ? 'border-teal-600 bg-teal-50 dark:bg-teal-950' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <img
        src={source.thumbnail}
        alt=""
        className="aspect-video w-full rounded-lg bg-slate-900 object-contain"
      />
      <span dir="auto" className="truncate text-sm font-semibold">
        {label}
      </span>
    </button>
  );
}

/** The desktop app's screen picker (Electron has none): screens first, then windows, with thumbnails. */
export function ScreenPickerHost() {
  const question = useSyncExternalStore(
    screenQuestion.subscribe,
    screenQuestion.current,
    () => null,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const me = useAuth().user;
  if (!question) return null;
  const screens = question.sources.filter((s) => s.kind === 'screen');
  const windows = question.sources.filter((s) => s.kind === 'window');
  const answer = (id: string | null) => {
    setChosen(null);
    question.answer(id);
  };
  const group = (
    title: string,
    sources: ScreenSource[],
    named: (s: ScreenSource, i: number) => string,
  ) =>
    sources.length > 0 && (
      <section aria-label={title} className="mt-2">
        <h3 className="mb-2 font-bold">{title}</h3>
        <div className="grid grid-cols-2 gap-2">
          {sources.map((s, i) => (
            <SourceTile
              key={s.id}
              source={s}
              label={named(s, i)}
              selected={chosen === s.id}
              onSelect={() => setChosen(s.id)}
            />
          ))}
        </div>
      </section>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && answer(null)}
      title={t.title(me)}
      description={t.description(me)}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {t.cancel}
          </Button>
          <Button disabled={!chosen} onClick={() => answer(chosen)}>
            {t.share(me)}
          </Button>
        </>
      }
    >
      {group(t.screens, screens, (_s, i) => t.screenName(i + 1))}
      {group(t.windows, windows, (s) => s.name)}
    </Dialog>
  );
}
