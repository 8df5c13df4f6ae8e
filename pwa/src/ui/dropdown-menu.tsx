import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

export interface DropdownMenuProps {
  /** The element that opens the menu (rendered asChild: pass a button). */
  trigger: ReactNode;
  items: MenuItem[];
  /** A heading at the top (e.g. the user's name). */
  label?: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Open on first render (the lazy menu opens at once when its code arrives after a click). */
  defaultOpen?: boolean;
}

/** A menu of actions opened from a button; arrow keys move, Escape closes. */
export function DropdownMenu({
  trigger,
  items,
  label,
  align = 'end',
  defaultOpen,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root dir="rtl" defaultOpen={defaultOpen}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-line-strong bg-card p-1 shadow-lg"
        >
          {label && (
            <RadixMenu.Label className="px-3 py-2 text-sm text-muted">{label}</RadixMenu.Label>
          )}
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              data-testid={item.testId}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={`cursor-pointer rounded-lg px-3 py-2 outline-none data-[disabled]:opacity-50 ${
                item.danger
                  ? 'text-danger data-[highlighted]:bg-red-50 dark:data-[highlighted]:bg-red-950'
                  : 'data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800'
              }`}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
