import { AppError, type PagingQuery, type TutorListQuery, type UserListQuery } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import type { AdminViewsRepository, TutorView } from './admin-views.repository.ts';
import { offsetOf } from '../../kernel/paging.ts';

type Paged<T> = { list: T[]; total: number };

/** Back-office lists; who may call each is decided by the routes. */
export class AdminViewsService {
  constructor(private readonly deps: { adminViews: AdminViewsRepository }) {}

  users(query: UserListQuery): Paged<UserRow> {
    const { page, size, ...filter } = query;
    return this.deps.adminViews.users(filter, { limit: size, offset: offsetOf({ page, size }) });
  }

  studioUsers(query: PagingQuery & { search?: string }): Paged<UserRow> {
    return this.users({ ...query, role: 'Studio' });
  }

  interviewers(): UserRow[] {
    return this.deps.adminViews.activeTutorManagers();
  }

  tutor(id: string): TutorView {
    const view = this.deps.adminViews.tutor(id);
    if (!view) throw new AppError('tutor-not-found');
    return view;
  }

  tutors(query: TutorListQuery, uncontacted = false, photoReadiness = false): Paged<TutorView> {
    return this.deps.adminViews.tutors(
      { search: query.search, uncontacted, photoReadiness, step: query.step },
      { limit: query.size, offset: offsetOf(query) },
    );
  }
}
