import { ADMINS, type AccessTable } from '../../kernel/access.ts';

/** Who may call the asset calls (decision 017). */
export const ASSETS_ACCESS = {
  'PUT /user/asset': {
    roles: 'signed-in',
    also: "one's own image; forUser: admins for anyone (another admin: a super admin only), studio for tutors",
  },
  'PUT /user/asset/tutor': { roles: ['Studio', ...ADMINS] },
  'GET /assets/uploads/{name}': {
    roles: 'anyone',
    also: 'images, videos and thumbnails to anyone; report files to their reporter and admins',
  },
  'GET /assets/receipts/{name}': {
    roles: 'signed-in',
    also: "the invoice's owner and admins",
  },
} as const satisfies AccessTable;
