import {
  AppError,
  INSTALLMENTS_BY_WEEKLY_MINUTES,
  isAdmin,
  type CardTokenDto,
  type PaidPlanPeriod,
  type PaymentMethod,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { PaymentGatewayName } from '../../db/schema/payments.ts';
import type { Caller } from '../../kernel/caller.ts';
import { commitWrite } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import { newId } from '../../kernel/ids.ts';
import type { UsersRepository } from '../users/index.ts';
import {
  GatewayRejected,
  GatewayUnavailable,
  type ChargeRequest,
  type GatewayCustomer,
  type PaymentGateway,
} from './gateway.port.ts';
import type { CouponLookup, PlanLookup, SubscriptionGrants } from './payments.ports.ts';
import { quote } from './pricing.ts';
import { purchaseRefusal } from './purchase-rule.ts';
import type { Settlement } from './settlement.ts';
import type {
  TransactionRow,
  TransactionsRepository,
} from './transactions/transactions.repository.ts';

/** How long an order may stay unpaid (decision 071): a voucher a day, the rest half an hour. */
export const ORDER_LIFETIME_MS = { Fawry: 24 * 60 * 60_000, other: 30 * 60_000 } as const;

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  users: UsersRepository;
  transactions: TransactionsRepository;
  settlement: Settlement;
  gateways: {
    fawry: PaymentGateway | null;
    paymob: PaymentGateway | null;
    sandbox: PaymentGateway | null;
  };
  plans: () => PlanLookup;
  coupons: () => CouponLookup;
  subscriptions: () => SubscriptionGrants;
  publicUrl: () => string;
}

export interface PlanChoice {
  planId: string;
  period: PaidPlanPeriod;
  couponCode?: string;
}

/** Egyptian E.164 (+2010…) to the local form gateways want (010…). */
function localMobile(phone: string | null): string | null {
  return phone?.startsWith('+20') ? `0${phone.slice(3)}` : phone;
}

/** Orders, their gateway calls and the caller's rights over them. */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  /** Transactions whose refund is with the gateway now: a second ask meanwhile is refused. */
  private readonly refunding = new Set<string>();

  /** The gateway behind a family of calls: its adapter when configured, the sandbox on local. */
  gatewayFor(family: 'fawry' | 'paymob'): PaymentGateway {
    const gateway = this.deps.gateways[family] ?? this.deps.gateways.sandbox;
    if (!gateway) throw new AppError('service-unavailable');
    return gateway;
  }

  private gatewayNamed(name: PaymentGatewayName): PaymentGateway | null {
    return this.deps.gateways[name];
  }

  customer(userId: string): GatewayCustomer {
    const user = this.deps.users.byId(userId);
    if (!user) throw new AppError('user-not-found');
    return { id: user.id, name: user.name, email: user.email, mobile: localMobile(user.phone) };
  }

  async pay(
    caller: Caller,
    family: 'fawry' | 'paymob',
    method: PaymentMethod,
    choice: PlanChoice,
    request: ChargeRequest,
  ): Promise<TransactionRow> {
    if (caller.role !== 'Student') throw new AppError('forbidden');
    const gateway = this.gatewayFor(family);
    const plan = this.deps.plans().get(caller, choice.planId);
    if (plan.deleted) throw new AppError('plan-not-found');
    const subscriptions = this.deps.subscriptions();
    const refusal = purchaseRefusal({
      planId: plan.id,
      active: subscriptions.activeFor(caller.id),
      paidThrough: subscriptions.paidThrough(caller.id),
      now: this.deps.clock.now(),
    });
    if (refusal) throw new AppError(refusal);
    let installments: number | null = null;
    if (method === 'BankInstallment') {
      installments = INSTALLMENTS_BY_WEEKLY_MINUTES[plan.weeklyMinutes] ?? null;
      if (!installments) throw new AppError('illegal');
    }
    // A saved card is its owner's: a token not in the caller's own list is refused before any
    // order is written or a charge is sent (issue 40 point 7).
    if (request.kind === 'card' || request.kind === 'installments')
      await this.ownCard(caller, gateway, request.cardToken);
    const now = this.deps.clock.now();
    const coupon = choice.couponCode ? this.deps.coupons().check(choice.couponCode) : null;
    const price = quote(plan, choice.period, coupon, now);
    const id = newId();
    const expiresAt =
      now + (method === 'Fawry' ? ORDER_LIFETIME_MS.Fawry : ORDER_LIFETIME_MS.other);
    // The order is written before the gateway is called: a timeout leaves it New for sync. A
    // coupon's limits are counted and its use taken in the same write (decision 294).
    this.deps.db.transaction(
      () => {
        if (coupon) this.takeCouponUse(coupon, caller.id);
        this.deps.transactions.insert({
          id,
          userId: caller.id,
          planId: plan.id,
          period: choice.period,
          gateway: gateway.name,
          method,
          status: 'New',
          ...price,
          couponId: coupon?.id ?? null,
          installments,
          installmentPlanId: request.kind === 'installments' ? request.installmentPlanId : null,
          walletMobile: request.kind === 'wallet' ? (request.mobile ?? null) : null,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        });
      },
      { behavior: 'immediate' },
    );
    const base = this.deps.publicUrl();
    try {
      const result = await gateway.charge(
        {
          merchantRefNum: id,
          customer: this.customer(caller.id),
          amount: price.amount,
          description: `Kalam ${plan.nameEn} (${choice.period})`,
          itemId: plan.id,
          expiresAt,
          now,
          webhookUrl: `${base}/api/v1/${gateway.name === 'paymob' ? 'paymob' : 'fawry'}/webhook`,
          returnUrl: `${base}/api/v1/payments/return/${id}`,
        },
        request.kind === 'wallet' && request.mobile
          ? { kind: 'wallet', mobile: localMobile(request.mobile) ?? undefined }
          : request,
      );
      return this.deps.transactions.update(id, {
        gatewayRef: result.gatewayRef ?? null,
        gatewayOrderId: result.gatewayOrderId ?? null,
        referenceNumber: result.referenceNumber ?? null,
        redirectUrl: result.redirectUrl ?? null,
        walletQr: result.walletQr ?? null,
      })!;
    } catch (error) {
      throw this.gatewayFault(id, error);
    }
  }

  /**
   * Refuses a coupon whose uses are spent, in all or by this student (decision 294). Called in
   * the write that takes the use, so parallel checkouts cannot pass the same last use.
   */
  private takeCouponUse(coupon: ReturnType<CouponLookup['check']>, studentId: string): void {
    const { transactions } = this.deps;
    if (coupon.usageLimit !== null && transactions.couponUses(coupon.id) >= coupon.usageLimit)
      throw new AppError('coupon-exhausted');
    if (
      coupon.perStudentLimit !== null &&
      transactions.couponUses(coupon.id, studentId) >= coupon.perStudentLimit
    )
      throw new AppError('coupon-student-limit-reached');
  }

  /** A refusal fails the order; a timeout leaves it New (the gateway may hold it: sync decides). */
  private gatewayFault(transactionId: string, error: unknown): AppError {
    if (error instanceof GatewayRejected) {
      this.deps.settlement.move(transactionId, ['New'], 'Failed', {
        note: `gateway ${error.gatewayCode}`,
      });
      this.deps.log.info('gateway refused', {
        transactionId,
        code: error.gatewayCode,
        error: error.message,
      });
      return new AppError('fawry-error', { transactionId, gatewayCode: error.gatewayCode });
    }
    if (error instanceof GatewayUnavailable) {
      this.deps.log.error('gateway unavailable', { transactionId, error: error.message });
      return new AppError('fawry-error', { transactionId, gatewayCode: 'unavailable' });
    }
    throw error;
  }

  /** A transaction the caller may see: the owner's or any for an admin. */
  visible(caller: Caller, id: string): TransactionRow {
    const tx = this.deps.transactions.byId(id);
    if (!tx) throw new AppError('transaction-not-found');
    if (tx.userId !== caller.id && !isAdmin(caller.role)) throw new AppError('forbidden');
    return tx;
  }

  async cancelUnpaid(caller: Caller, id: string): Promise<TransactionRow> {
    const tx = this.visible(caller, id);
    if (tx.status !== 'New') throw new AppError('illegal');
    const gateway = this.gatewayNamed(tx.gateway);
    try {
      await gateway?.cancelUnpaid({ merchantRefNum: tx.id, gatewayRef: tx.gatewayRef });
    } catch (error) {
      if (error instanceof GatewayRejected) await this.sync(caller, id).catch(() => undefined);
      if (error instanceof GatewayRejected || error instanceof GatewayUnavailable)
        throw new AppError('fawry-error', { transactionId: id });
      throw error;
    }
    // The gateway first; then the change and (for an admin) its audit row together (decision 195).
    return commitWrite(() => {
      const moved = this.deps.settlement.move(id, ['New'], 'Canceled');
      if (!moved) throw new AppError('illegal');
      return moved;
    });
  }

  async refund(caller: Caller, body: { transactionId: string; amount?: number; reason?: string }) {
    if (!isAdmin(caller.role)) throw new AppError('forbidden');
    const tx = this.visible(caller, body.transactionId);
    const refundable = ['Paid', 'Processed', 'PartialRefunded'] as const;
    if (!(refundable as readonly string[]).includes(tx.status)) throw new AppError('illegal');
    const remaining = tx.amount - tx.refundedAmount;
    const amount = body.amount ?? remaining;
    if (amount > remaining) throw new AppError('illegal');
    // Two asks at once (a double click, two admins) would both reach the gateway with the same
    // remaining amount before either is recorded: the money would go back twice.
    if (this.refunding.has(tx.id)) throw new AppError('illegal');
    this.refunding.add(tx.id);
    try {
      try {
        await this.gatewayNamed(tx.gateway)?.refund(
          { gatewayRef: tx.gatewayRef, merchantRefNum: tx.id },
          amount,
          body.reason,
        );
      } catch (error) {
        if (error instanceof GatewayRejected || error instanceof GatewayUnavailable)
          throw new AppError('fawry-error', { transactionId: tx.id });
        throw error;
      }
      const refundedAmount = tx.refundedAmount + amount;
      return commitWrite(() => this.refunded(tx, refundedAmount));
    } finally {
      this.refunding.delete(tx.id);
    }
  }

  /** The refund the gateway made, recorded: the transaction moves, a fully refunded plan ends. */
  private refunded(tx: TransactionRow, refundedAmount: number): TransactionRow {
    const moved = this.deps.settlement.move(
      tx.id,
      [tx.status],
      refundedAmount >= tx.amount ? 'Refunded' : 'PartialRefunded',
      { refundedAmount },
    );
    if (!moved) throw new AppError('illegal');
    if (moved.status === 'Refunded') this.deps.settlement.endRefundedPlan(moved);
    return moved;
  }

  /** Ask the gateway and apply its answer; the return handler and the checkout call this. */
  async sync(caller: Caller | null, id: string): Promise<TransactionRow> {
    const tx = caller ? this.visible(caller, id) : this.deps.transactions.byId(id);
    if (!tx) throw new AppError('transaction-not-found');
    if (tx.status === 'Paid') commitWrite(() => this.deps.settlement.grant(tx));
    if (tx.status !== 'New') return this.deps.transactions.byId(id)!;
    const gateway = this.gatewayNamed(tx.gateway);
    try {
      const answer = await gateway?.status(tx.id);
      if (answer)
        commitWrite(() => {
          if (!tx.gatewayRef && answer.gatewayRef)
            this.deps.transactions.update(tx.id, { gatewayRef: answer.gatewayRef });
          this.deps.settlement.apply(
            this.deps.transactions.byId(id)!,
            answer.status,
            answer.orderAmount,
          );
        });
    } catch (error) {
      // 9938: the gateway never got the order (the charge died on the way): it cannot be paid.
      if (error instanceof GatewayRejected && error.gatewayCode === '9938')
        commitWrite(() =>
          this.deps.settlement.move(tx.id, ['New'], 'Failed', { note: 'gateway 9938' }),
        );
      else if (error instanceof GatewayRejected || error instanceof GatewayUnavailable)
        throw new AppError('fawry-error', { transactionId: tx.id });
      else throw error;
    }
    return this.deps.transactions.byId(id)!;
  }

  /** Unpaid orders past their expiry: the gateway is asked first, so a late payment still counts. */
  async expireDue(graceMs = 5 * 60_000): Promise<number> {
    let expired = 0;
    for (const tx of this.deps.transactions.newDueBefore(this.deps.clock.now() - graceMs)) {
      try {
        const answer = await this.gatewayNamed(tx.gateway)?.status(tx.id);
        if (answer && answer.status !== 'NEW') {
          this.deps.settlement.apply(tx, answer.status, answer.orderAmount);
          continue;
        }
      } catch (error) {
        if (!(error instanceof GatewayRejected)) {
          this.deps.log.error('expiry check failed; retried later', {
            transactionId: tx.id,
            error: String(error),
          });
          continue;
        }
      }
      if (this.deps.settlement.move(tx.id, ['New'], 'Expired')) expired += 1;
    }
    return expired;
  }

  cardTokens(caller: Caller): Promise<CardTokenDto[]> {
    if (caller.role !== 'Student') throw new AppError('forbidden');
    return this.wrap(() => this.gatewayFor('fawry').listCardTokens(caller.id));
  }

  async deleteCardToken(caller: Caller, token: string): Promise<void> {
    if (caller.role !== 'Student') throw new AppError('forbidden');
    const gateway = this.gatewayFor('fawry');
    await this.ownCard(caller, gateway, token);
    await this.wrap(() => gateway.deleteCardToken(caller.id, token));
  }

  /**
   * Refuses a card token that is not among the caller's own saved cards (404, as for a card
   * that does not exist: whose it is stays unsaid). Only the caller's list is read.
   */
  private async ownCard(caller: Caller, gateway: PaymentGateway, token: string): Promise<void> {
    const own = await this.wrap(() => gateway.listCardTokens(caller.id));
    if (!own.some((card) => card.token === token)) throw new AppError('not-found');
  }

  cardTokenUrl(caller: Caller): string {
    if (caller.role !== 'Student') throw new AppError('forbidden');
    return this.gatewayFor('fawry').cardTokenUrl(
      this.customer(caller.id),
      `${this.deps.publicUrl()}/card-added`,
    );
  }

  private async wrap<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayRejected || error instanceof GatewayUnavailable)
        throw new AppError('fawry-error');
      throw error;
    }
  }
}
