import { ADMINS, type AccessTable } from '../../kernel/access.ts';

/** Who may call the report calls (decision 018). */
export const REPORTS_ACCESS = {
  'POST /report/with/asset': { roles: 'signed-in' },
  'PUT /report': {
    roles: 'signed-in',
    also: 'the reporter changes the description while open; admins change status and note',
  },
  'GET /report/list': { roles: ADMINS },
} as const satisfies AccessTable;
