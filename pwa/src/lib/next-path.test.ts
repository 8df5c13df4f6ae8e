import { describe, expect, it } from 'vitest';
import { safeNext, signInFor, withNext } from './next-path.ts';

describe('the path a visitor comes back to', () => {
  it('follows only same-site paths', () => {
    expect(safeNext('/t/abc')).toBe('/t/abc');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });

  it('carries next on, encoded, and leaves a path alone without one', () => {
    expect(withNext('/register/student', '/checkout/p1/Month')).toBe(
      '/register/student?next=%2Fcheckout%2Fp1%2FMonth',
    );
    expect(withNext('/verify-email', null)).toBe('/verify-email');
    expect(signInFor('/t/abc?book=1')).toBe('/login?next=%2Ft%2Fabc%3Fbook%3D1');
  });
});
