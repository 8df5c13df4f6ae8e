import { describe, expect, it } from 'vitest';
import { actionsOf, ToastStore } from './toast-store.ts';

describe('toasts', () => {
  it('are deduplicated by id: the same id replaces, never stacks', () => {
    const store = new ToastStore();
    store.show({ id: 'wrong-password', title: 'أ', type: 'error' });
    store.show({ id: 'wrong-password', title: 'ب', type: 'error' });
    store.show({ title: 'ج', type: 'info' });
    expect(store.list().map((t) => t.title)).toEqual(['ب', 'ج']);
    store.dismiss('wrong-password');
    expect(store.list()).toHaveLength(1);
  });

  it('count each time the list empties, so the toaster can start fresh', () => {
    const store = new ToastStore();
    const id = store.show({ title: 'أ', type: 'error' });
    expect(store.generation()).toBe(0);
    store.dismiss(id);
    expect(store.generation()).toBe(1);
    store.dismiss(id);
    expect(store.generation()).toBe(1);
  });
});

describe('toast store', () => {
  it('gives each toast without an id its own id, so they stack', () => {
    const store = new ToastStore();
    const a = store.show({ title: 'أ', type: 'info' });
    const b = store.show({ title: 'أ', type: 'info' });
    expect(a).not.toBe(b);
    expect(store.list()).toHaveLength(2);
  });

  it('keeps the place of a replaced toast and tells listeners', () => {
    const store = new ToastStore();
    const seen: number[] = [];
    store.subscribe((items) => seen.push(items.length));
    store.show({ id: 'x', title: '1', type: 'info' });
    store.show({ id: 'y', title: '2', type: 'info' });
    store.show({ id: 'x', title: '3', type: 'warning' });
    expect(store.list().map((t) => [t.id, t.title])).toEqual([
      ['x', '3'],
      ['y', '2'],
    ]);
    expect(seen).toEqual([1, 2, 2]);
  });

  it('lists a single action and a list of actions together', () => {
    const noop = () => {};
    expect(
      actionsOf({
        action: { label: 'أ', onClick: noop },
        actions: [{ label: 'ب', onClick: noop }],
      }).map((a) => a.label),
    ).toEqual(['أ', 'ب']);
    expect(actionsOf({})).toEqual([]);
  });
});
