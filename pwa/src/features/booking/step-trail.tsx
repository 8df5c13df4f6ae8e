import { bookingText as t } from './text.ts';

/** The four steps as a trail; a step already passed can be reopened. */
export function StepTrail({ current, onGo }: { current: number; onGo: (step: number) => void }) {
  return (
    <ol className="mb-5 grid grid-cols-4 gap-1 text-center text-xs font-semibold sm:text-sm">
      {t.dialog.steps.map((label, i) => {
        const state = i < current ? 'done' : i === current ? 'now' : 'later';
        const bar = state === 'later' ? 'bg-track' : 'bg-brand';
        const text = state === 'later' ? 'text-faint' : 'text-brand-ink';
        return (
          <li key={label} aria-current={state === 'now' ? 'step' : undefined}>
            {state === 'done' ? (
              <button
                type="button"
                onClick={() => onGo(i)}
                className={`flex w-full flex-col gap-1 rounded focus-visible:outline-2 focus-visible:outline-focus ${text}`}
              >
                <span className={`h-1.5 rounded-full ${bar}`} />
                <span className="underline-offset-4 hover:underline">{label}</span>
              </button>
            ) : (
              <span className={`flex flex-col gap-1 ${text}`}>
                <span className={`h-1.5 rounded-full ${bar}`} />
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
