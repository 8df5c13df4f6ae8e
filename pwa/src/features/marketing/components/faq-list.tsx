import type { FaqItem } from '../content/faq.ts';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {items.map((item) => (
        <details key={item.q} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-slate-950 dark:text-white [&::-webkit-details-marker]:hidden">
            {item.q}
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-teal-700 transition-transform group-open:rotate-45 dark:text-teal-300"
            >
              +
            </span>
          </summary>
          <p className="mt-3 leading-8 text-slate-700 dark:text-slate-300">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
