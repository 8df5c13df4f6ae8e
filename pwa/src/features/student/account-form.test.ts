import { describe, expect, it } from 'vitest';
import { accountBody, accountValues } from './account-form.tsx';

describe('the account settings form', () => {
  const nour = { name: 'نور أحمد', gender: 'female' as const, birthYear: 2003, city: 2 };

  it('shows the saved birth year in Arabic-Indic digits, like every number (ARABIC.md)', () => {
    expect(accountValues(nour)).toEqual({
      name: 'نور أحمد',
      gender: 'female',
      birthYear: '٢٠٠٣',
      city: '2',
    });
    expect(accountValues({ ...nour, gender: null, birthYear: null, city: null })).toEqual({
      name: 'نور أحمد',
      gender: '',
      birthYear: '',
      city: '',
    });
  });

  it('sends the year it shows back as a number', () => {
    expect(accountBody(accountValues(nour))).toEqual({
      name: 'نور أحمد',
      gender: 'female',
      birthYear: 2003,
      city: 2,
    });
  });
});
