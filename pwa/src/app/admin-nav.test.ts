import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_ROLES } from '@kalam/shared';
import { plannedAdminScreens } from './routes.ts';
import { ADMIN_SCREEN_ROLES, entersAdmin, mayOpenAdmin } from './screen-roles.ts';
vi.mock('../lib/auth-context.tsx', () => ({ useAuth: () => ({}) }));
import { adminNav } from './admin-layout.tsx';

// Decision 190: the admin sidebar shows only what the role may open.
describe('admin screens by role', () => {
  it('every admin screen has its roles, and every row names a screen', () => {
    const paths = plannedAdminScreens.map((s) => s.path).sort();
    expect(Object.keys(ADMIN_SCREEN_ROLES).sort()).toEqual(paths);
  });

  it('students and tutors open no admin screen', () => {
    expect(entersAdmin('Student')).toBe(false);
    expect(entersAdmin('Tutor')).toBe(false);
    expect(adminNav('Student')).toEqual([]);
  });

  it('studio staff see the photo sessions, tutor managers the interviews, and nothing else of the platform', () => {
    expect(adminNav('Studio').map((i) => i.to)).toEqual([
      '/admin/photo-sessions',
      '/admin/user-settings',
    ]);
    expect(adminNav('TutorManager').map((i) => i.to)).toEqual([
      '/admin/interviews',
      '/admin/user-settings',
    ]);
  });

  it('only super admins open the audit log', () => {
    const audit = USER_ROLES.filter((r) => mayOpenAdmin('audit-log', r));
    expect(audit).toEqual(['SuperAdmin']);
    expect(adminNav('RegularAdmin').some((i) => i.to === '/admin/audit-log')).toBe(false);
    expect(adminNav('SuperAdmin').some((i) => i.to === '/admin/audit-log')).toBe(true);
  });
});

// The studio's home is the admin frame: in the desktop app its uploads are in the sidebar, not
// only in the app's header it never passes through (decision 132).
describe('the desktop app in the admin frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives studio staff the uploads screen in the desktop app, and nothing in a browser', () => {
    expect(adminNav('Studio').some((i) => i.to === '/desktop/uploads')).toBe(false);
    vi.stubGlobal('window', { desktop: {} });
    expect(adminNav('Studio').map((i) => i.to)).toContain('/desktop/uploads');
    expect(adminNav('TutorManager').some((i) => i.to === '/desktop/uploads')).toBe(false);
  });
});
