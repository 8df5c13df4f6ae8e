import { ADMINS, type AccessTable } from '../../kernel/access.ts';

const TUTOR_OR_ADMIN = ['Tutor', ...ADMINS] as const;

/** Who may call the invoice calls (spec §6 "admins process withdrawals"; decision 184). */
export const INVOICES_ACCESS = {
  'POST /invoice': { roles: ['Tutor'] },
  'GET /invoice': {
    roles: TUTOR_OR_ADMIN,
    also: 'a tutor sees only their own requests; admins see and filter all',
  },
  'GET /invoice/stats/{id}': { roles: TUTOR_OR_ADMIN, self: { param: 'id' } },
  'GET /invoice/ledger/{id}': { roles: TUTOR_OR_ADMIN, self: { param: 'id' } },
  'PUT /invoice/{id}/with/asset': {
    roles: TUTOR_OR_ADMIN,
    also: "the request's tutor asks to cancel or update; admins do every other action (only admins send a receipt: multipart)",
  },
} as const satisfies AccessTable;
