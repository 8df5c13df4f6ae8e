import { AppError, isAdmin, type PlanInviteUpdateBody } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { PlansRepository } from '../plans/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { PlanInvitesRepository, PlanInviteView } from './plan-invites.repository.ts';

export interface PlanInvitesServiceDeps {
  planInvites: PlanInvitesRepository;
  plans: PlansRepository;
  users: UsersRepository;
  clock: Clock;
  bus: EventBus;
}

export interface PlanInviteFilter {
  page: number;
  size: number;
  userId?: string;
  planId?: string;
}

export class PlanInvitesService {
  constructor(private readonly deps: PlanInvitesServiceDeps) {}

  /** Admins list any; a student lists only their own; other roles have none to see. */
  list(caller: Caller, filter: PlanInviteFilter): { list: PlanInviteView[]; total: number } {
    let userId = filter.userId;
    if (!isAdmin(caller.role)) {
      if (caller.role !== 'Student') throw new AppError('forbidden');
      if (userId !== undefined && userId !== caller.id) throw new AppError('forbidden');
      userId = caller.id;
    }
    return this.deps.planInvites.page(
      { userId, planId: filter.planId },
      filter.size,
      (filter.page - 1) * filter.size,
    );
  }

  create(caller: Caller, body: { userId: string; planId: string }): PlanInviteView {
    this.checkPair(body.userId, body.planId);
    const id = newId();
    this.deps.planInvites.insert({
      id,
      ...body,
      createdBy: caller.id,
      createdAt: this.deps.clock.now(),
    });
    this.published([body.userId]);
    this.deps.bus.publish('plan-invited', { userId: body.userId, planId: body.planId });
    return this.deps.planInvites.view(id)!;
  }

  update(body: PlanInviteUpdateBody): PlanInviteView {
    const invite = this.deps.planInvites.byId(body.id);
    if (!invite) throw new AppError('not-found');
    const userId = body.userId ?? invite.userId;
    const planId = body.planId ?? invite.planId;
    if (userId !== invite.userId || planId !== invite.planId) {
      this.checkPair(userId, planId);
      this.deps.planInvites.update(invite.id, { userId, planId });
      this.deps.bus.publish('plan-invited', { userId, planId });
    }
    this.published([...new Set([invite.userId, userId])]);
    return this.deps.planInvites.view(invite.id)!;
  }

  remove(id: string): void {
    const invite = this.deps.planInvites.byId(id);
    if (!invite) throw new AppError('not-found');
    this.deps.planInvites.delete(id);
    this.published([invite.userId]);
  }

  /** Invitations go to students, for live plans, once per pair. */
  private checkPair(userId: string, planId: string): void {
    const user = this.deps.users.byId(userId);
    if (!user || user.deleted) throw new AppError('user-not-found');
    if (user.role !== 'Student') throw new AppError('student-not-found');
    const plan = this.deps.plans.byId(planId);
    if (!plan || plan.deleted) throw new AppError('plan-not-found');
    if (this.deps.planInvites.byPair(userId, planId)) throw new AppError('plan-invite-exists');
  }

  /** The invitee's visible plans changed. */
  private published(userIds: string[]): void {
    this.deps.bus.publish('sync-changed', { collection: 'plans', userIds });
  }
}
