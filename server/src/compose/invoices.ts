import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import type { AssetsService } from '../modules/assets/index.ts';
import { InvoicesRepository } from '../modules/invoices/invoices.repository.ts';
import { InvoicesService } from '../modules/invoices/invoices.service.ts';
import type { WithdrawalBounds } from '../modules/invoices/withdrawal-bounds.port.ts';
import type { UsersRepository } from '../modules/users/index.ts';

/**
 * Tutors' earnings and withdrawals. `bounds` is the platform settings' port (issue 19); until
 * that area exists the root passes the spec's constants. Earnings start listening at once.
 */
export function invoicesServices(d: {
  db: Db;
  clock: Clock;
  bus: EventBus;
  users: UsersRepository;
  assets: () => AssetsService;
  bounds: WithdrawalBounds;
}): { invoicesService: InvoicesService } {
  const invoicesService = new InvoicesService({
    repo: new InvoicesRepository(d.db),
    users: d.users,
    assets: d.assets,
    bounds: d.bounds,
    clock: d.clock,
    bus: d.bus,
  });
  invoicesService.listen();
  return { invoicesService };
}
