import type { Attach } from '../../attachment.ts';

const POLL_MS = 2_000;

/**
 * Runs due jobs beside HTTP: once at start (what was missed while the server was down), then
 * every few seconds. Time comes from deps.clock, so tests drive it with runDue() and a FixedClock.
 */
export const jobsAttachment: Attach = ({ deps }) => {
  // What the jobs queue for themselves at start (the next quota renewal), before the first run.
  deps.jobRunner.start();
  const run = () =>
    deps.jobRunner
      .runDue()
      .catch((error: unknown) => deps.log.error('job runner failed', { error: String(error) }));
  let current = run();
  const timer = setInterval(() => {
    current = run();
  }, POLL_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await current;
    },
  };
};
