import { describe, expect, it } from 'vitest';
import { basicsDefaults } from './profile-defaults.ts';

describe('the first profile step starts from what is saved', () => {
  it('gender, birth year and governorate come back with the name and phone', () => {
    const nour = {
      name: 'نور أحمد',
      gender: 'female' as const,
      birthYear: 2003,
      city: 2,
      phone: '+201055551234',
    };
    expect(basicsDefaults(nour)).toEqual({
      name: 'نور أحمد',
      gender: 'female',
      birthYear: '٢٠٠٣',
      city: '2',
      phone: '01055551234',
    });
  });

  it('a new person starts from empty choices', () => {
    const fresh = { name: 'سارة', gender: null, birthYear: null, city: null, phone: null };
    expect(basicsDefaults(fresh)).toEqual({
      name: 'سارة',
      gender: '',
      birthYear: '',
      city: '',
      phone: '',
    });
    expect(basicsDefaults(null).gender).toBe('');
  });
});
