import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { Logger } from '../../kernel/logger.ts';
import { watched, type HealthWatch } from '../../kernel/health-watch.ts';
import type { UsersRepository } from '../users/index.ts';
import { GatewayUnavailable, type PaymentGateway } from './gateway.port.ts';
import { FawryGateway } from './gateways/fawry/fawry.gateway.ts';
import { PaymobGateway } from './gateways/paymob/paymob.gateway.ts';
import { SandboxGateway } from './gateways/sandbox/sandbox.gateway.ts';
import type { CouponLookup, PlanLookup, SubscriptionGrants } from './payments.ports.ts';
import { PaymentsService } from './payments.service.ts';
import { Settlement } from './settlement.ts';
import { CardTokensRepository } from './transactions/card-tokens.repository.ts';
import type { PlanStates } from './transactions/transactions.dto.ts';
import { TransactionsRepository } from './transactions/transactions.repository.ts';

export interface PaymentsModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  bus: EventBus;
  log: Logger;
  users: UsersRepository;
  /** Told when a gateway cannot be reached (a refusal is an answer, not a fault). */
  health?: HealthWatch;
  /** Other areas' services, read when first needed (they are built beside this one). */
  areas: () => { plans: PlanLookup; coupons: CouponLookup; subscriptions: SubscriptionGrants };
}

export interface PaymentsModule {
  service: PaymentsService;
  settlement: Settlement;
  transactions: TransactionsRepository;
  cardTokens: CardTokensRepository;
  sandbox: SandboxGateway | null;
  /** The state of the plans orders paid for (each order's `planState`). */
  planStates: PlanStates;
  /** The address links are built from: KALAM_PUBLIC_URL, else where the server listens. */
  publicUrl(): string;
  setListeningUrl(url: string): void;
}

/** Builds the payments area: repositories, the configured gateways, settlement and service. */
export function createPayments(deps: PaymentsModuleDeps): PaymentsModule {
  const { config } = deps;
  let listeningUrl = `http://localhost:${config.port}`;
  const publicUrl = () => (config.publicUrl ?? listeningUrl).replace(/\/$/, '');
  const transactions = new TransactionsRepository(deps.db);
  const cardTokens = new CardTokensRepository(deps.db);
  const settlement = new Settlement({
    db: deps.db,
    clock: deps.clock,
    bus: deps.bus,
    log: deps.log,
    transactions,
    subscriptions: () => deps.areas().subscriptions,
  });
  const p = config.payments;
  const sandbox =
    p.gateway === 'sandbox' && config.target === 'local'
      ? new SandboxGateway(publicUrl, cardTokens)
      : null;
  const watch = <G extends PaymentGateway>(gateway: G): G =>
    deps.health
      ? watched(
          gateway,
          'payments',
          deps.health,
          'gateway-unavailable',
          (e) => e instanceof GatewayUnavailable,
        )
      : gateway;
  const service = new PaymentsService({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    users: deps.users,
    transactions,
    settlement,
    gateways: {
      fawry: p.fawry ? watch(new FawryGateway(p.fawry)) : null,
      paymob: p.paymob ? watch(new PaymobGateway(p.paymob)) : null,
      sandbox,
    },
    plans: () => deps.areas().plans,
    coupons: () => deps.areas().coupons,
    subscriptions: () => deps.areas().subscriptions,
    publicUrl,
  });
  if (sandbox) {
    // The sandbox "calls back" in-process, through the same settlement as a verified webhook.
    sandbox.notify = async ({ merchantRefNum, status, amount }) => {
      const tx = transactions.byId(merchantRefNum);
      if (tx) settlement.apply(tx, status, amount);
    };
  }
  return {
    service,
    settlement,
    transactions,
    cardTokens,
    sandbox,
    planStates: (ids) => deps.areas().subscriptions.planStates(ids),
    publicUrl,
    setListeningUrl: (url) => {
      listeningUrl = url;
    },
  };
}
