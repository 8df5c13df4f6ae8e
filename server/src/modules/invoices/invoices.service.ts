import {
  AppError,
  addWorkingDays,
  instantAt,
  isAdmin,
  TUTOR_INVOICE_ACTIONS,
  WITHDRAWAL_PROCESSING_WORKING_DAYS,
  type InvoiceAction,
  type InvoiceDto,
  type InvoiceStats,
  type LedgerKind,
  type Payout,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import { commitWrite } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { DomainEvents, EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import { offsetOf } from '../../kernel/paging.ts';
import type { AssetsService, ReceivedFile } from '../assets/index.ts';
import type { UsersRepository } from '../users/index.ts';
import {
  payoutColumns,
  stateOf,
  toInvoiceDto,
  toLedgerEntry,
  type RequestedUpdate,
} from './invoices.dto.ts';
import type { InvoiceRow, InvoicesRepository, LedgerTotals } from './invoices.repository.ts';
import type { WithdrawalBounds } from './withdrawal-bounds.port.ts';

export interface InvoicesServiceDeps {
  repo: InvoicesRepository;
  users: UsersRepository;
  /** Receipts are stored files: the assets area keeps them and decides who reads them. */
  assets: () => AssetsService;
  bounds: WithdrawalBounds;
  clock: Clock;
  bus: EventBus;
}

export interface InvoiceChange {
  action: InvoiceAction;
  note?: string | null;
  update?: RequestedUpdate;
}

export interface InvoiceListFilter {
  page: number;
  size: number;
  state?: InvoiceDto['state'];
  method?: InvoiceDto['method'];
  from?: string;
  to?: string;
  tutorId?: string;
}

/** The money a ledger says (decision 180): never stored, always summed. */
export function balanceOf(t: LedgerTotals) {
  const pending = t.hold - t.release - t.payout;
  return { earned: t.earning, paid: t.payout, pending, available: t.earning - t.hold + t.release };
}

const OPEN: readonly InvoiceRow['status'][] = ['PendingApproval', 'PendingCancellation'];

/**
 * Tutors' earnings and withdrawals: the ledger (earnings from fulfilled lessons; holds, releases
 * and payouts of requests) and the requests' life (decisions 180–185). Every change of money
 * checks and writes inside one immediate transaction, so parallel requests cannot overdraw.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesServiceDeps) {}

  /** Listen for fulfilled lessons: each adds its price to its tutor's ledger, once. */
  listen(): () => void {
    return this.deps.bus.subscribe('lesson-fulfilled', (e) => this.recordEarning(e));
  }

  /**
   * At start: any fulfilled lesson without its earning (lessons fulfilled before the ledger
   * existed) gets one. Idempotent: the unique (lesson, kind) index skips those already there.
   */
  catchUp(fulfilled: DomainEvents['lesson-fulfilled'][]): void {
    // One read of the lessons that already earned, instead of one refused insert per lesson:
    // at a million lessons the start paid seconds for it (decision 201).
    const earned = this.deps.repo.lessonsWithEarning();
    const missing = fulfilled.filter((e) => !earned.has(e.lessonId));
    if (missing.length === 0) return;
    this.deps.repo.atomically(() => {
      for (const e of missing) this.recordEarning(e);
    });
  }

  /** A fulfilled lesson's earning (runs inside the lesson's own status transaction). */
  recordEarning(e: DomainEvents['lesson-fulfilled']): void {
    if (e.price <= 0) return;
    this.deps.repo.appendEarningOnce({
      id: newId(),
      tutorId: e.tutorId,
      kind: 'earning',
      amount: e.price,
      lessonId: e.lessonId,
      lessonStart: e.start,
      minutes: e.duration,
      invoiceId: null,
      createdAt: this.deps.clock.now(),
    });
  }

  /** Requests an admin still has to handle: waiting for approval or for a cancellation. */
  openCount(): number {
    return this.deps.repo.countIn(OPEN);
  }

  /** A request as stored, for the audit log's before and after (decision 193). */
  read(id: string): InvoiceRow | null {
    return this.deps.repo.byId(id) ?? null;
  }

  stats(tutorId: string): InvoiceStats {
    const tutor = this.deps.users.byId(tutorId);
    if (!tutor || tutor.role !== 'Tutor') throw new AppError('tutor-not-found');
    return {
      tutorId,
      ...balanceOf(this.deps.repo.totals(tutorId)),
      bounds: this.deps.bounds.withdrawalPiasters(),
    };
  }

  ledger(tutorId: string, query: { page: number; size: number; kind?: LedgerKind }) {
    const tutor = this.deps.users.byId(tutorId);
    if (!tutor || tutor.role !== 'Tutor') throw new AppError('tutor-not-found');
    const { list, total } = this.deps.repo.entries(
      tutorId,
      query.kind ? [query.kind] : undefined,
      query.size,
      offsetOf(query),
    );
    return { list: list.map(toLedgerEntry), total };
  }

  /** POST /invoice: a tutor asks for part of their available balance. */
  create(caller: Caller, body: { amount: number } & Payout): InvoiceDto {
    if (caller.role !== 'Tutor') throw new AppError('forbidden');
    this.checkBounds(body.amount);
    const now = this.deps.clock.now();
    const id = newId();
    const days = WITHDRAWAL_PROCESSING_WORKING_DAYS;
    this.deps.repo.atomically(() => {
      const { available } = balanceOf(this.deps.repo.totals(caller.id));
      if (body.amount > available) throw new AppError('invoice-amount-above-balance');
      this.deps.repo.insert({
        id,
        userId: caller.id,
        ...payoutColumns(body),
        amount: body.amount,
        status: 'PendingApproval',
        expectedFrom: addWorkingDays(now, days.min),
        expectedBy: addWorkingDays(now, days.max),
        createdAt: now,
        updatedAt: now,
      });
      this.move(caller.id, 'hold', body.amount, id, now);
    });
    this.announce(caller.id, id);
    return this.dto(id);
  }

  /** GET /invoice: a tutor's own requests; admins filter everyone's. */
  list(caller: Caller, q: InvoiceListFilter) {
    let userId = q.tutorId;
    if (!isAdmin(caller.role)) {
      if (userId !== undefined && userId !== caller.id) throw new AppError('forbidden');
      userId = caller.id;
    }
    const { list, total } = this.deps.repo.page(
      {
        userId,
        state: q.state,
        method: q.method,
        from: q.from === undefined ? undefined : instantAt(q.from, 0),
        to: q.to === undefined ? undefined : instantAt(q.to, 24 * 60),
      },
      q.size,
      offsetOf(q),
    );
    return { list: list.map(toInvoiceDto), total };
  }

  /**
   * PUT /invoice/{id}/with/asset. The tutor asks to cancel or to update; an admin approves an
   * update or a cancellation, cancels, rejects, fulfils with a receipt, or sets the note.
   * `receipt` is a received scratch file (fulfil only); it is stored only if the move is allowed.
   */
  async change(
    caller: Caller,
    id: string,
    change: InvoiceChange,
    receipt?: ReceivedFile,
  ): Promise<InvoiceDto> {
    const tutorAction = TUTOR_INVOICE_ACTIONS.includes(change.action);
    const admin = isAdmin(caller.role);
    const invoice = this.deps.repo.byId(id);
    if (!invoice) throw new AppError('invoice-not-found');
    if (tutorAction ? invoice.userId !== caller.id : !admin) throw new AppError('forbidden');
    if (change.note !== undefined && !admin) throw new AppError('forbidden');

    if (change.action === 'fulfil') {
      if (!receipt) throw new AppError('receipt-required');
      // Checked before the file is stored, then again inside the transaction that records it.
      this.allowed(invoice, 'fulfil');
      await this.deps
        .assets()
        .storeReceipt(caller, { ownerId: invoice.userId, invoiceId: id }, receipt, (row) =>
          this.apply(caller, id, change, row.name),
        );
    } else {
      this.apply(caller, id, change, null);
    }
    this.announce(invoice.userId, id, change.action);
    return this.dto(id);
  }

  /** The move itself, on the row as it is now, with its ledger entries, in one transaction. */
  private apply(caller: Caller, id: string, change: InvoiceChange, receipt: string | null): void {
    // Called after the request body (and any receipt file) arrived: with its audit row (decision 195).
    commitWrite(() => this.applyNow(caller, id, change, receipt));
  }

  private applyNow(
    caller: Caller,
    id: string,
    change: InvoiceChange,
    receipt: string | null,
  ): void {
    this.deps.repo.atomically(() => {
      const invoice = this.deps.repo.byId(id)!;
      this.allowed(invoice, change.action);
      const now = this.deps.clock.now();
      const tutor = invoice.userId;
      const byAdmin = isAdmin(caller.role)
        ? { addressedBy: caller.id, ...(change.note !== undefined ? { note: change.note } : {}) }
        : {};
      const set = (changes: Partial<InvoiceRow>) =>
        this.deps.repo.update(id, { ...changes, ...byAdmin, updatedAt: now });
      switch (change.action) {
        case 'request-cancel':
          return set({ status: 'PendingCancellation', requestedUpdate: null });
        case 'request-update': {
          const update = change.update;
          if (!update) throw new AppError('empty-request');
          this.checkBounds(update.amount);
          const { available } = balanceOf(this.deps.repo.totals(tutor));
          if (update.amount > available + invoice.amount)
            throw new AppError('invoice-amount-above-balance');
          return set({ requestedUpdate: JSON.stringify(update) });
        }
        case 'approve-update': {
          const update = JSON.parse(invoice.requestedUpdate!) as RequestedUpdate;
          if (update.amount !== invoice.amount) {
            const { available } = balanceOf(this.deps.repo.totals(tutor));
            if (update.amount > available + invoice.amount)
              throw new AppError('invoice-amount-above-balance');
            this.move(tutor, 'release', invoice.amount, id, now);
            this.move(tutor, 'hold', update.amount, id, now);
          }
          return set({ ...payoutColumns(update), amount: update.amount, requestedUpdate: null });
        }
        case 'approve-cancel':
          this.move(tutor, 'release', invoice.amount, id, now);
          return set({ status: 'Canceled', canceledBy: 'tutor', requestedUpdate: null });
        case 'cancel':
          this.move(tutor, 'release', invoice.amount, id, now);
          return set({ status: 'Canceled', canceledBy: 'admin', requestedUpdate: null });
        case 'reject':
          this.move(tutor, 'release', invoice.amount, id, now);
          return set({ status: 'Rejected', requestedUpdate: null });
        case 'fulfil':
          // Paid as it stood: an update not approved before the transfer is dropped.
          this.move(tutor, 'payout', invoice.amount, id, now);
          return set({ status: 'Approved', receiptName: receipt, requestedUpdate: null });
        case 'note':
          if (change.note === undefined) throw new AppError('empty-request');
          return set({});
      }
    });
  }

  /** Refuse a move the request's state does not allow (illegal-invoice-update). */
  private allowed(invoice: InvoiceRow, action: InvoiceAction): void {
    const state = stateOf(invoice);
    const ok: Record<InvoiceAction, boolean> = {
      'request-cancel': invoice.status === 'PendingApproval',
      'request-update': invoice.status === 'PendingApproval',
      'approve-update': state === 'update-requested',
      'approve-cancel': state === 'cancellation-requested',
      cancel: OPEN.includes(invoice.status),
      reject: OPEN.includes(invoice.status),
      fulfil: OPEN.includes(invoice.status),
      note: true,
    };
    if (!ok[action]) throw new AppError('illegal-invoice-update');
  }

  private checkBounds(amount: number): void {
    const { min, max } = this.deps.bounds.withdrawalPiasters();
    if (amount < min) throw new AppError('invoice-amount-below-min');
    if (amount > max) throw new AppError('invoice-amount-above-max');
  }

  private move(tutorId: string, kind: LedgerKind, amount: number, invoiceId: string, at: number) {
    this.deps.repo.append({
      id: newId(),
      tutorId,
      kind,
      amount,
      lessonId: null,
      lessonStart: null,
      minutes: null,
      invoiceId,
      createdAt: at,
    });
  }

  private announce(userId: string, invoiceId: string, action?: InvoiceAction): void {
    this.deps.bus.publish('invoice-updated', { invoiceId, userId, ...(action && { action }) });
  }

  private dto(id: string): InvoiceDto {
    return toInvoiceDto(this.deps.repo.withNames(id)!);
  }
}
