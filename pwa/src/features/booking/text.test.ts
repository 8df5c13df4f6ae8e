import { describe, expect, it } from 'vitest';
import { bookingText } from './text.ts';

describe('the booking dialog speaks to the student in her or his gender', () => {
  it.each([
    ['female', 'احجزي حصة مع أحمد حسن'],
    ['male', 'احجز حصة مع أحمد حسن'],
    ['other', 'احجز حصة مع أحمد حسن'],
  ])('%s → %s', (gender, title) => {
    expect(bookingText.dialog.title('أحمد حسن', gender)).toBe(title);
  });
});
