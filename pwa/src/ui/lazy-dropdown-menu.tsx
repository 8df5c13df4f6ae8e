import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { DropdownMenuProps } from './dropdown-menu.tsx';

const loadMenu = () => import('./dropdown-menu.tsx');
const Menu = lazy(() => loadMenu().then((m) => ({ default: m.DropdownMenu })));

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * The dropdown menu with its code (Radix menu, positioning, focus and scroll locks) fetched when
 * the pointer or focus reaches the trigger, not with the app's frame: every signed-in page
 * shows the account menu's button, few open it. A click before the code arrives opens the menu
 * as soon as it does.
 */
export function LazyDropdownMenu({
  trigger,
  ...props
}: Omit<DropdownMenuProps, 'trigger' | 'defaultOpen'> & { trigger: ReactElement<TriggerProps> }) {
  const [clicked, setClicked] = useState(false);
  const standIn = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void loadMenu(),
    onFocus: () => void loadMenu(),
    onClick: () => setClicked(true),
  });
  if (!clicked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
