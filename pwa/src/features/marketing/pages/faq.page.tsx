import { Link, NavLink } from '../../../lib/navigation.tsx';
import { notFound, usePageParams, type SitePageModule } from '../site-pages.ts';
import { FaqList } from '../components/faq-list.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { buttonSecondary, container, h2 } from '../components/styles.ts';
import { FAQ_ROLES, faqPage, type FaqRole } from '../content/faq.ts';
import { faqFor } from '../content/faq-answers.ts';
import { usePublicRules } from '../hooks/use-public-rules.ts';

function isFaqRole(value: string | undefined): value is FaqRole {
  return (FAQ_ROLES as readonly string[]).includes(value ?? '');
}

/** /faq/<anything else> is not a page: the router shows its 404. */
export const loader: SitePageModule['loader'] = ({ params }) => {
  if (params.role !== undefined && !isFaqRole(params.role)) throw notFound();
  return null;
};

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-5 py-2 font-semibold ${
    isActive ? 'bg-brand text-on-brand' : 'bg-card text-body ring-1 ring-field hover:bg-slate-100'
  }`;

export function Component() {
  const { role } = usePageParams();
  const shown: readonly FaqRole[] = isFaqRole(role) ? [role] : FAQ_ROLES;
  const faq = faqFor(usePublicRules());
  return (
    <>
      <title>{faqPage.title}</title>
      <PageHeader heading={faqPage.heading} lead={faqPage.lead}>
        <nav aria-label={faqPage.tabsLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {FAQ_ROLES.map((r) => (
              <li key={r}>
                <NavLink to={`/faq/${r}`} className={tab}>
                  {faqPage.roles[r]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className={`${container} max-w-4xl space-y-12 py-12`}>
        {shown.map((r) => (
          <section key={r} aria-labelledby={`faq-${r}`}>
            <h2 id={`faq-${r}`} className={`${h2} mb-6`}>
              {faqPage.roles[r]}
            </h2>
            <FaqList items={faq[r]} />
          </section>
        ))}
        <Link to="/contact" className={buttonSecondary}>
          {faqPage.contact}
        </Link>
      </div>
    </>
  );
}
