import { useAuth } from '../../lib/auth-context.tsx';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkText } from './local-writes.ts';
import { SendIcon } from './icons.tsx';
import { chatText as t } from './text.ts';

interface ComposerProps {
  /** Set while editing one of my messages: its text fills the box. */
  editing: { id: string; text: string } | null;
  onCancelEdit: () => void;
  /** Send or save; resolves when written locally. A returned string is an error to show. */
  onSubmit: (text: string) => Promise<string | null | void>;
  onInput?: (text: string) => void;
  disabled?: boolean;
  /** Shown under the box (e.g. «offline: sent when the network returns»). */
  note?: string | null;
  /** Take focus when shown: the room was opened to write in (a «message» link, a first message). */
  focusOnOpen?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the text is checked by the
 * shared rule (spec §5) before anything is written, and the reason shows under the box.
 */
export function Composer({
  editing,
  onCancelEdit,
  onSubmit,
  onInput,
  disabled,
  note,
  focusOnOpen = false,
}: ComposerProps) {
  const reader = useAuth().user;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusOnOpen) box.current?.focus();
    // Only when the room opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setText(editing?.text ?? '');
    setError(null);
    if (editing) box.current?.focus();
  }, [editing]);

  // Grow with the text up to a few lines, then scroll.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || disabled) return;
    const checked = checkText(text);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    try {
      const problem = await onSubmit(checked.text);
      if (problem) return setError(problem);
      setText('');
      setError(null);
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && editing) onCancelEdit();
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-line p-3" data-testid="chat-composer">
      {editing && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-warn-soft px-3 py-1.5 text-sm text-warn-ink">
          <span className="font-semibold">{t.composer.editing(reader)}</span>
          <button
            type="button"
            onClick={onCancelEdit}
            className="ms-auto rounded px-2 py-0.5 font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {t.composer.cancelEdit}
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t.composer.label(reader)}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          dir="auto"
          value={text}
          disabled={disabled}
          placeholder={t.composer.placeholder(reader)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : note ? `${id}-note` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
            onInput?.(e.target.value);
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
          className="block max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-field bg-page px-4 py-2.5 text-base text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled || busy}
          aria-label={editing ? t.composer.save(reader) : t.composer.send(reader)}
          title={editing ? t.composer.save(reader) : t.composer.send(reader)}
          data-testid="chat-send"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
        >
          <SendIcon />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {!error && note && (
        <p id={`${id}-note`} className="mt-1 text-sm text-muted">
          {note}
        </p>
      )}
    </form>
  );
}
