import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  tabs: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label?: string;
  className?: string;
}

/** Tabs with arrow-key movement that follows the right-to-left reading order. */
export function Tabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  label,
  className = '',
}: TabsProps) {
  return (
    <RadixTabs.Root
      dir="rtl"
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        // Tabs wrap onto a second row rather than scroll: a scrolling strip hid its last tab
        // on desktop and pushed a 390 px page sideways (issue 16).
        className="flex flex-wrap gap-x-1 border-b border-line"
      >
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            disabled={t.disabled}
            className="-mb-px min-h-11 flex-auto whitespace-nowrap border-b-2 border-transparent px-4 font-semibold text-muted hover:text-heading focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50 data-[state=active]:border-teal-700 data-[state=active]:text-teal-800 dark:data-[state=active]:border-teal-300 dark:data-[state=active]:text-teal-200"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content
          key={t.value}
          value={t.value}
          className="mt-1 rounded-lg pt-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
