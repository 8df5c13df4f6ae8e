import { DEFAULT_TIME_ZONE, LOCALE, ROLE_NAMES_AR, type UserRole } from '@kalam/shared';

/** The role an invite offers, named as the app names it (one name per thing, ARABIC.md). */
const ROLE_AR = ROLE_NAMES_AR;

/**
 * The invite e-mail. The invitee is not a user yet, so their gender is not known: the text says
 * what to do without a gendered verb or adjective (decision 226): «التسجيل بيكمل من الرابط ده»
 * rather than «افتح الرابط». The date is in Arabic-Indic digits, on Cairo's calendar.
 */
export function inviteMessage(
  invite: { role: UserRole; expiresAt: number; name?: string | null },
  link: string,
): { subject: string; text: string } {
  const until = new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(invite.expiresAt));
  return {
    subject: 'دعوة للانضمام لكلام',
    text: [
      invite.name ? `أهلًا ${invite.name}،` : 'أهلًا،',
      `عندك دعوة للانضمام لكلام بصفة ${ROLE_AR[invite.role]}.`,
      `التسجيل بيكمل من الرابط ده: ${link}`,
      `الرابط صالح لحد ${until}.`,
    ].join('\n'),
  };
}
