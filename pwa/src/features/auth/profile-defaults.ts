import { toArabicDigits, type UserDto } from '@kalam/shared';
import { localPhone } from '../../lib/format.ts';

type Saved = Pick<UserDto, 'name' | 'gender' | 'birthYear' | 'city' | 'phone'>;

/**
 * What the first profile step's fields start from: what is already saved, so a person who comes
 * back (a reload, the phone check, «بعدين») sees her answers and not empty choices. The year is
 * shown in Arabic-Indic digits like the field shows what is typed (ARABIC.md «Numbers»).
 */
export function basicsDefaults(user: Saved | null | undefined): Record<string, string> {
  return {
    name: user?.name ?? '',
    gender: user?.gender ?? '',
    birthYear: user?.birthYear ? toArabicDigits(String(user.birthYear)) : '',
    city: user?.city ? String(user.city) : '',
    phone: localPhone(user?.phone),
  };
}
