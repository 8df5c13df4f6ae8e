import { describe, expect, it } from 'vitest';
import { mayWrite } from './may-write.ts';

describe('who may write (spec §6)', () => {
  it('asks a student for a verified e-mail, and no one else', () => {
    expect(mayWrite({ role: 'Student', verifiedEmail: false })).toBe(false);
    expect(mayWrite({ role: 'Student', verifiedEmail: true })).toBe(true);
    expect(mayWrite({ role: 'Tutor', verifiedEmail: false })).toBe(true);
    expect(mayWrite({ role: 'TutorManager', verifiedEmail: false })).toBe(true);
    expect(mayWrite(null)).toBe(false);
  });
});
