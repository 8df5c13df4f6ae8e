import { describe, expect, it } from 'vitest';
import type { UserDto } from '@kalam/shared';
import { formatPhone, localPhone, PHONE_PLACEHOLDER } from '../../lib/format.ts';
import { changes } from './account-form.tsx';

const tutor = {
  name: 'أحمد حسن',
  phone: '+201012345678',
  notificationMethod: 'whatsapp',
} as UserDto;

describe('the tutor account form', () => {
  it('shows the stored number as Egyptians type it, and sends nothing when it is unchanged', () => {
    expect(localPhone(tutor.phone)).toBe('01012345678');
    expect(formatPhone(tutor.phone)).toBe('٠١٠١٢٣٤٥٦٧٨');
    expect(localPhone(null)).toBe('');
    // The empty field's example reads in the page's digits, like the hint under it.
    expect(PHONE_PLACEHOLDER).toBe('٠١٠١٢٣٤٥٦٧٨');
    const values = {
      name: tutor.name,
      phone: localPhone(tutor.phone),
      notificationMethod: 'whatsapp' as const,
    };
    expect(changes(tutor, values)).toEqual({});
    // Typed in Arabic-Indic digits, a new number is sent in the stored form.
    expect(changes(tutor, { ...values, phone: '٠١١١٢٣٤٥٦٧٨' })).toEqual({ phone: '+201112345678' });
  });
});
