import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import type { TutorMetaDto, UserDto } from '@kalam/shared';
import { setupItems } from './setup-items.ts';
import { tutorText } from './text.ts';

const t = tutorText.setup;
const linkClass =
  'font-semibold text-warn-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus';

/**
 * What still stops students from booking this tutor (`setupItems`); nothing once all is in place.
 * `onboarding`: the home shows the onboarding step above, which says the rest of it.
 */
export function SetupNotice({
  user,
  meta,
  onboarding = false,
}: {
  user: UserDto;
  meta?: TutorMetaDto;
  onboarding?: boolean;
}) {
  const me = useAuth().user;
  const items = setupItems(user, meta, me, onboarding);
  if (items.length === 0) return null;
  return (
    <section
      data-testid="setup-notice"
      className="rounded-2xl border border-warn-line bg-warn-soft p-4 text-warn-ink"
    >
      <h2 className="font-bold">{t.title(me)}</h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 ps-5">
        {items.map((item) => (
          <li key={item.to}>
            {item.text}{' '}
            <Link to={item.to} className={linkClass}>
              {item.link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
