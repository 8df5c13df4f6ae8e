import type { AddressInfo } from 'node:net';
import type { Attach } from '../../attachment.ts';

const SWEEP_MS = 60_000;

/**
 * Once HTTP listens: learn the real address (for links when KALAM_PUBLIC_URL is unset), then
 * sweep every minute — expire unpaid orders, retry failed grants. A small interval of its own
 * (decision 075): the sweep is idempotent, so a restart loses nothing and repeats nothing.
 */
export const paymentsAttachment: Attach = ({ deps, http }) => {
  const address = http.address() as AddressInfo | null;
  if (address) {
    const host = deps.config.host === '0.0.0.0' ? '127.0.0.1' : deps.config.host;
    deps.payments.setListeningUrl(`http://${host}:${address.port}`);
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void deps.payments.service
      .expireDue()
      .then(() => deps.payments.settlement.retryGrants())
      .catch((error: unknown) => deps.log.error('payments sweep failed', { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, SWEEP_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
    },
  };
};
