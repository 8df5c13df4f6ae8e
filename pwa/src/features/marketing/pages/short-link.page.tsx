import { Link } from '../../../lib/navigation.tsx';
import { notFound, usePageParams, type SitePageModule } from '../site-pages.ts';
import { PageHeader } from '../components/page-header.tsx';
import { buttonPrimary, buttonSecondary, container, muted } from '../components/styles.ts';
import { shortLinkPage, shortLinks } from '../content/short-links.ts';
import { site } from '../content/site.ts';

function find(name: string | undefined) {
  return name && Object.hasOwn(shortLinks, name) ? shortLinks[name] : undefined;
}

/** An unknown name is not a page: the router shows its 404. */
export const loader: SitePageModule['loader'] = ({ params }) => {
  if (!find(params.name)) throw notFound();
  return null;
};

/**
 * A page that names where the link goes rather than a silent redirect: people see what they
 * are about to open, and the address stays shareable (decision 062).
 */
export function Component() {
  const target = find(usePageParams().name);
  if (!target) return null;
  return (
    <>
      <title>{`${target.heading} — ${site.name}`}</title>
      <PageHeader heading={target.heading} lead={target.text} />
      <div className={`${container} flex flex-wrap items-center gap-3 py-12`}>
        {target.external ? (
          <>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonPrimary}
            >
              {target.action}
            </a>
            <p className={`w-full text-sm ${muted}`}>{shortLinkPage.note}</p>
          </>
        ) : (
          <Link to={target.href} className={buttonPrimary}>
            {target.action}
          </Link>
        )}
        <Link to="/" className={buttonSecondary}>
          {shortLinkPage.back}
        </Link>
      </div>
    </>
  );
}
