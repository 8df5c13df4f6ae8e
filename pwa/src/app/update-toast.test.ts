import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@kalam/shared';
import { durationOf } from '../ui/toast-store.ts';
import { updateToast } from './update-toast.ts';

describe('the new-version prompt', () => {
  it('stays on screen until the user updates or closes it', () => {
    const update = vi.fn();
    const item = updateToast(update);
    expect(item.title).toBe('فيه نسخة جديدة من كلام');
    expect(durationOf(item)).toBe(Infinity);
    item.action?.onClick();
    expect(update).toHaveBeenCalledOnce();
  });

  it('while other toasts keep closing by themselves', () => {
    expect(durationOf({})).toBeUndefined();
    expect(TOAST_DURATION_MS).toBe(4_000);
  });
});
