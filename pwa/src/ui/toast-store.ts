import type { ToastType } from '@kalam/shared';

export interface ToastAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
  loading?: boolean;
  disabled?: boolean;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  type: ToastType;
  /** One action button; kept for callers that need only one. */
  action?: ToastAction;
  /** Action buttons (spec §3 Toast: label, variant, loading, disabled, onClick). */
  actions?: ToastAction[];
  /**
   * Stays until closed or acted on, instead of closing after TOAST_DURATION_MS: for a toast
   * whose action is the only way to do something (the new-version prompt).
   */
  persistent?: boolean;
}

/** How long a toast stays: undefined keeps the provider's default; a persistent one stays. */
export function durationOf(item: Pick<ToastItem, 'persistent'>): number | undefined {
  return item.persistent ? Infinity : undefined;
}

/** Every action of a toast, whether given as `action` or `actions`. */
export function actionsOf(item: Pick<ToastItem, 'action' | 'actions'>): ToastAction[] {
  return [...(item.action ? [item.action] : []), ...(item.actions ?? [])];
}

type Listener = (items: ToastItem[]) => void;

/**
 * The toasts on screen. A toast with the id of one already shown replaces it (spec §4:
 * deduplicated by id), so a repeated error never stacks.
 */
export class ToastStore {
  private readonly said = new Set<string>();
  private items: ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
  private counter = 0;
  /** Counts the times the list emptied; the Toaster remounts its provider on each (see toaster.tsx). */
  private emptied = 0;

  show(toast: Omit<ToastItem, 'id'> & { id?: string }): string {
    const id = toast.id ?? `toast-${++this.counter}`;
    const item = { ...toast, id };
    const index = this.items.findIndex((t) => t.id === id);
    this.items =
      index === -1 ? [...this.items, item] : this.items.map((t, i) => (i === index ? item : t));
    this.emit();
    return id;
  }

  dismiss(id: string): void {
    const before = this.items.length;
    this.items = this.items.filter((t) => t.id !== id);
    if (before > 0 && this.items.length === 0) this.emptied += 1;
    this.emit();
  }

  /**
   * A screen said this in its own way (a dialog, not a toast): a toast with the same id that
   * comes later (a realtime event) is not shown on top of it.
   */
  markSaid(id: string): void {
    this.said.add(id);
  }

  /** Shown now, or said by a screen already. */
  wasSaid(id: string): boolean {
    return this.said.has(id) || this.items.some((t) => t.id === id);
  }

  generation(): number {
    return this.emptied;
  }

  list(): ToastItem[] {
    return this.items;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.items);
  }
}

export const toasts = new ToastStore();

/** Show a toast: `toast({ id, title, description, type })`. */
export function toast(input: Omit<ToastItem, 'id'> & { id?: string }): string {
  return toasts.show(input);
}
