import type { Db } from '../db/client.ts';
import type { ChangeClock } from '../kernel/change-clock.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import type { Logger } from '../kernel/logger.ts';
import { AdminViewsRepository } from '../modules/admin-views/admin-views.repository.ts';
import { AdminViewsService } from '../modules/admin-views/admin-views.service.ts';
import { AdminOverviewRepository } from '../modules/admin-views/admin-overview.repository.ts';
import { AdminOverviewService } from '../modules/admin-views/admin-overview.service.ts';
import { CouponsRepository } from '../modules/coupons/coupons.repository.ts';
import { CouponsService } from '../modules/coupons/coupons.service.ts';
import { InvitesRepository } from '../modules/invites/invites.repository.ts';
import { InvitesService } from '../modules/invites/invites.service.ts';
import type { MessageSender } from '../modules/messages/messages.port.ts';
import { PlanInvitesRepository } from '../modules/plan-invites/plan-invites.repository.ts';
import { PlanInvitesService } from '../modules/plan-invites/plan-invites.service.ts';
import { PlansRepository } from '../modules/plans/plans.repository.ts';
import { PlansService } from '../modules/plans/plans.service.ts';
import { TopicsRepository } from '../modules/topics/topics.repository.ts';
import { TopicsService } from '../modules/topics/topics.service.ts';
import { TutorsReadRepository } from '../modules/tutors/tutors-read.repository.ts';
import { TutorsCache } from '../modules/tutors/tutors.cache.ts';
import { TutorsDirectory } from '../modules/tutors/tutors.directory.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';

/** The catalogue and back-office services (topics, plans, offers, tutors directory, staff views). */
export interface CatalogueServices {
  topics: TopicsRepository;
  topicsService: TopicsService;
  plans: PlansRepository;
  plansService: PlansService;
  planInvitesService: PlanInvitesService;
  couponsService: CouponsService;
  invitesService: InvitesService;
  tutorsReads: TutorsReadRepository;
  tutorsCache: TutorsCache;
  tutorsDirectory: TutorsDirectory;
  adminViewsService: AdminViewsService;
  /** The admin dashboard's figures, contact requests and media (issue 19). */
  adminOverviewService: AdminOverviewService;
}

export function catalogueServices(d: {
  db: Db;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
  log: Logger;
  users: UsersRepository;
  sender: MessageSender;
  publicUrl: string;
  /** Withdrawal requests waiting for an admin (the invoices area, built beside this group). */
  pendingWithdrawals?: () => number;
}): CatalogueServices {
  const topics = new TopicsRepository(d.db);
  const plans = new PlansRepository(d.db);
  const planInvites = new PlanInvitesRepository(d.db);
  const tutorsReads = new TutorsReadRepository(d.db);
  const tutorsCache = new TutorsCache({ reads: tutorsReads, clock: d.clock, bus: d.bus });
  return {
    topics,
    topicsService: new TopicsService({ ...d, topics }),
    plans,
    plansService: new PlansService({ ...d, plans, planInvites }),
    planInvitesService: new PlanInvitesService({ ...d, planInvites, plans }),
    couponsService: new CouponsService({ coupons: new CouponsRepository(d.db), clock: d.clock }),
    invitesService: new InvitesService({ ...d, invites: new InvitesRepository(d.db) }),
    tutorsReads,
    tutorsCache,
    tutorsDirectory: new TutorsDirectory(tutorsCache),
    adminViewsService: new AdminViewsService({
      adminViews: new AdminViewsRepository(d.db),
    }),
    adminOverviewService: new AdminOverviewService({
      overview: new AdminOverviewRepository(d.db),
      clock: d.clock,
      pendingWithdrawals: d.pendingWithdrawals,
    }),
  };
}
