import { mayGrantRole, USER_ROLES, type InviteDto, type UserRole } from '@kalam/shared';
import { formatDate } from '../../lib/format.ts';
import { adminApi } from './admin-api.ts';
import { adminText as t } from './text.ts';
import type { OfferKind } from './offer-kind.ts';

/** Invitations to join in a role: withdrawn while pending, never once accepted. */
export const INVITES: OfferKind<InviteDto> = {
  tab: 'invites',
  prefix: 'i',
  title: t.offers.invites,
  createLabel: t.offers.createInvite,
  searchLabel: t.offers.searchInvites,
  fields: [
    { name: 'email', label: t.email, type: 'email', initial: () => '', basis: 'basis-56' },
    {
      name: 'role',
      label: t.role,
      type: 'select',
      initial: () => 'Tutor',
      options: USER_ROLES.map((r) => [r, t.roles[r]] as const),
      // A regular admin was offered the admin roles, then refused by the server (issue 40).
      offered: (role, reader) => !!reader && mayGrantRole(reader, role as UserRole),
      basis: 'basis-40',
    },
  ],
  ready: (d) => Boolean(d.email?.trim()),
  create: (d) => adminApi.createInvite({ email: d.email!.trim(), role: d.role as UserRole }),
  list: adminApi.invites,
  remove: adminApi.deleteInvite,
  removable: (invite) => invite.state !== 'accepted',
  rowAction: {
    label: t.offers.resendInvite,
    shows: (invite) => invite.state !== 'accepted',
    run: (invite) => adminApi.resendInvite(invite.id),
    done: t.offers.resent,
  },
  sure: (invite) => ({ title: t.sure.invite(invite.email), body: t.sure.inviteBody }),
  keep: t.sure.keepHer,
  columns: [
    {
      id: 'email',
      header: t.email,
      cell: ({ row }) => (
        <span dir="ltr" className="break-all">
          {row.original.email}
        </span>
      ),
    },
    { id: 'role', header: t.role, cell: ({ row }) => t.roles[row.original.role] },
    { id: 'state', header: t.status, cell: ({ row }) => t.offers.state[row.original.state] },
    {
      id: 'expires',
      header: t.offers.expiresAt,
      cell: ({ row }) => formatDate(row.original.expiresAt),
    },
  ],
};
