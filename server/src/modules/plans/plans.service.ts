import type { z } from 'zod';
import { AppError, isAdmin, type planBodySchema, type PlanUpdateBody } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { PlanInvitesRepository } from '../plan-invites/index.ts';
import type { PlanRow, PlansRepository } from './plans.repository.ts';

export interface PlansServiceDeps {
  plans: PlansRepository;
  planInvites: PlanInvitesRepository;
  changeClock: ChangeClock;
  bus: EventBus;
}

type PlanInput = z.output<typeof planBodySchema>;

export class PlansService {
  constructor(private readonly deps: PlansServiceDeps) {}

  create(body: PlanInput): PlanRow {
    const now = this.deps.changeClock.next();
    const row = this.deps.plans.insert({ id: newId(), ...body, createdAt: now, updatedAt: now });
    this.published();
    return row;
  }

  update(id: string, body: PlanUpdateBody): PlanRow {
    const plan = this.deps.plans.byId(id);
    if (!plan || plan.deleted) throw new AppError('plan-not-found');
    const row = this.deps.plans.update(id, { ...body, updatedAt: this.deps.changeClock.next() });
    this.published();
    return row;
  }

  /** Soft delete: the plan leaves the lists, but subscriptions on it still read it by id. */
  remove(id: string): void {
    const plan = this.deps.plans.byId(id);
    if (!plan || plan.deleted) throw new AppError('plan-not-found');
    this.deps.plans.update(id, { deleted: true, updatedAt: this.deps.changeClock.next() });
    this.published();
  }

  /** A plan the caller may see: public ones to anyone, invite-only ones to admins and invitees. */
  get(caller: Caller | null, id: string): PlanRow {
    const plan = this.deps.plans.byId(id);
    if (!plan || !this.visible(caller, plan)) throw new AppError('plan-not-found');
    return plan;
  }

  /** Admins see every plan (deleted ones marked); others live public plans and their invitations. */
  list(caller: Caller | null): PlanRow[] {
    const all = this.deps.plans.all();
    if (caller && isAdmin(caller.role)) return all;
    const invited = caller ? this.deps.planInvites.planIdsOf(caller.id) : new Set<string>();
    return all.filter((p) => !p.deleted && (!p.inviteOnly || invited.has(p.id)));
  }

  private visible(caller: Caller | null, plan: PlanRow): boolean {
    if (!plan.inviteOnly) return true;
    if (!caller) return false;
    return isAdmin(caller.role) || this.deps.planInvites.planIdsOf(caller.id).has(plan.id);
  }

  private published(): void {
    this.deps.bus.publish('sync-changed', { collection: 'plans', userIds: 'all' });
  }
}
