import { describe, expect, it } from 'vitest';
import { isDarkChoice, nextThemeChoice, readThemeChoice } from './theme.ts';

describe('theme choice', () => {
  it('switches to the look that is not on screen', () => {
    expect(nextThemeChoice('light', true)).toBe('dark');
    expect(nextThemeChoice('dark', false)).toBe('light');
    expect(nextThemeChoice('system', false)).toBe('dark');
    expect(nextThemeChoice('system', true)).toBe('light');
  });

  it('reads an unknown or missing value as system', () => {
    expect(readThemeChoice({ getItem: () => null })).toBe('system');
    expect(readThemeChoice({ getItem: () => 'purple' })).toBe('system');
    expect(readThemeChoice({ getItem: () => 'dark' })).toBe('dark');
  });

  it('is dark for dark, and for system only when the device prefers dark', () => {
    expect(isDarkChoice('dark', false)).toBe(true);
    expect(isDarkChoice('light', true)).toBe(false);
    expect(isDarkChoice('system', true)).toBe(true);
    expect(isDarkChoice('system', false)).toBe(false);
  });
});
