import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { studentText as t } from './text.ts';
import { stepAfter } from './tour-store.ts';

/** Drawn around the part of the dashboard a step talks about (kept whole so Tailwind sees it). */
const HIGHLIGHT =
  'ring-4 ring-amber-400 ring-offset-4 ring-offset-white dark:ring-offset-slate-950';

/**
 * Spec §2: the dashboard's guided tour of five steps. A card at the bottom of the screen walks
 * through the parts named by `data-tour`, outlining each; Escape or «skip» ends it. It is not
 * modal: the dashboard stays usable behind it.
 */
export function GuidedTour({ onEnd }: { onEnd: () => void }) {
  const me = useAuth().user;
  const [step, setStep] = useState(0);
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const steps = t.tour.steps;
  const current = steps[step]!;

  useEffect(() => {
    const target = document.querySelector<HTMLElement>(`[data-tour="${current.target}"]`);
    if (!target) return;
    const classes = HIGHLIGHT.split(' ');
    target.classList.add(...classes);
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    card.current
      ?.querySelector<HTMLButtonElement>('[data-testid="tour-next"]')
      ?.focus({ preventScroll: true });
    return () => target.classList.remove(...classes);
  }, [current.target]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEnd();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onEnd]);

  const go = (move: 'next' | 'back') => {
    const next = stepAfter(step, move, steps.length);
    if (next === 'end') onEnd();
    else setStep(next);
  };

  return (
    <section
      ref={card}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      data-testid="guided-tour"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-line-strong bg-card p-5 shadow-2xl sm:inset-x-auto sm:start-6 sm:bottom-6"
    >
      <p className="text-sm font-semibold text-brand-ink">
        {t.tour.label} —{' '}
        <span data-testid="tour-step">{t.tour.stepOf(step + 1, steps.length)}</span>
      </p>
      <h2 id={titleId} className="mt-1 text-lg font-extrabold">
        {current.title(me)}
      </h2>
      <p id={`${titleId}-body`} className="mt-1 leading-7 text-soft">
        {current.body(me)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button data-testid="tour-next" onClick={() => go('next')}>
          {step + 1 === steps.length ? t.tour.done : t.tour.next}
        </Button>
        {step > 0 && (
          <Button variant="secondary" onClick={() => go('back')}>
            {t.tour.back}
          </Button>
        )}
        <Button variant="ghost" className="ms-auto" data-testid="tour-skip" onClick={onEnd}>
          {t.tour.skip}
        </Button>
      </div>
    </section>
  );
}
