import { formatYear } from '../../../lib/numbers.ts';
import { Link } from '../../../lib/navigation.tsx';
import { site } from '../content/site.ts';
import { container } from './styles.ts';

const COLUMNS = [
  {
    heading: site.footer.product,
    links: [
      { to: '/method', label: site.nav.method },
      { to: '/pricing', label: site.nav.pricing },
      { to: '/faq', label: site.nav.faq },
      { to: '/url/app', label: site.footer.app },
    ],
  },
  {
    heading: site.footer.company,
    links: [
      { to: '/about', label: site.nav.about },
      { to: '/tutor', label: site.nav.tutor },
      { to: '/contact', label: site.nav.contact },
    ],
  },
  {
    heading: site.footer.legal,
    links: [
      { to: '/terms', label: site.footer.terms },
      { to: '/privacy', label: site.footer.privacy },
    ],
  },
  {
    heading: site.footer.follow,
    links: [
      { to: '/url/whatsapp', label: site.footer.whatsapp },
      { to: '/url/facebook', label: site.footer.facebook },
      { to: '/url/instagram', label: site.footer.instagram },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-raised py-12">
      <div className={`${container} grid gap-10 md:grid-cols-5`}>
        <div className="md:col-span-1">
          <p className="text-xl font-extrabold text-ink">{site.name}</p>
          <p className="mt-2 text-sm leading-7 text-soft">{site.footer.aboutText}</p>
        </div>
        <nav
          aria-label={site.footer.label}
          className="grid grid-cols-2 gap-8 sm:grid-cols-4 md:col-span-4"
        >
          {COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2 className="font-bold text-ink">{column.heading}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="text-soft hover:text-link hover:underline">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div
        className={`${container} mt-10 flex flex-wrap justify-between gap-2 border-t border-line-strong pt-6 text-sm text-soft`}
      >
        <p>
          © {formatYear(new Date().getFullYear())} {site.footer.rights}
        </p>
        <p>{site.footer.madeIn}</p>
      </div>
    </footer>
  );
}
