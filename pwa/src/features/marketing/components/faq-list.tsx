import type { FaqItem } from '../content/faq.ts';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-track rounded-2xl border border-line-strong bg-card">
      {items.map((item) => (
        <details key={item.q} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.q}
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-brand transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 leading-8 text-soft">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
