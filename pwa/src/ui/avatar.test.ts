import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar.tsx';

describe('avatar initials (ARABIC.md «Names»)', () => {
  it('shows the first letter of the first name only, never two that join', () => {
    expect(initialsOf('منى عبد الله')).toBe('م');
    expect(initialsOf('  أحمد حسن ')).toBe('أ');
    expect(initialsOf('Sam Lee')).toBe('S');
    expect(initialsOf('')).toBe('؟');
    expect(initialsOf(null)).toBe('؟');
  });
});
