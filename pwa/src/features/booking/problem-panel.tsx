import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import type { BookingProblem, WayForward } from './booking-problems.ts';
import { bookingText as t } from './text.ts';

/** A refusal in the catalogue's Arabic words, and a button for each way forward. */
export function ProblemPanel({
  problem,
  onWay,
}: {
  problem: BookingProblem;
  onWay: (way: WayForward) => void;
}) {
  const me = useAuth().user;
  return (
    <div
      role="alert"
      data-testid="booking-problem"
      data-code={problem.code ?? ''}
      className="flex flex-col gap-4 rounded-xl border border-warn-line bg-warn-soft p-4"
    >
      <div>
        <p className="font-bold text-warn-ink">{t.dialog.problemTitle}</p>
        <p className="mt-1 text-warn-strong">
          {(problem.code && t.problems[problem.code]?.(me)) ?? problem.message}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {problem.ways.map((way, i) => (
          <Button
            key={way}
            variant={i === 0 ? 'primary' : 'secondary'}
            data-testid={`way-${way}`}
            onClick={() => onWay(way)}
          >
            {t.ways[way](me)}
          </Button>
        ))}
      </div>
    </div>
  );
}
