import { card, h3, muted } from './styles.ts';

interface Item {
  title: string;
  text: string;
}

/** Titled cards in a responsive grid; numbered when the order matters. */
export function CardGrid({
  items,
  numbered = false,
}: {
  items: readonly Item[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.title} className={card}>
          {numbered ? (
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {(index + 1).toLocaleString('ar-EG')}
            </span>
          ) : null}
          <h3 className={`${h3} ${numbered ? 'mt-4' : ''}`}>{item.title}</h3>
          <p className={`mt-2 leading-7 ${muted}`}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
