import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

/** A short hint on hover or keyboard focus. The trigger must be focusable (a button or a link). */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-heading px-3 py-1.5 text-sm text-card shadow-md"
          >
            {content}
            <RadixTooltip.Arrow className="fill-heading" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
