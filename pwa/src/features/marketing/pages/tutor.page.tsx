import { Link } from '../../../lib/navigation.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import {
  buttonPrimary,
  buttonSecondary,
  card,
  container,
  h3,
  muted,
} from '../components/styles.ts';
import { tutorPage } from '../content/tutor.ts';
import { usePublicRules } from '../hooks/use-public-rules.ts';

export function Component() {
  const { hero, steps, earnings, perks, finalCta } = tutorPage;
  const rules = usePublicRules();
  return (
    <>
      <title>{tutorPage.title}</title>
      <PageHeader eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/register/tutor" className={buttonPrimary}>
            {hero.cta}
          </Link>
          <Link to="/faq/tutor" className={buttonSecondary}>
            {hero.secondary}
          </Link>
        </div>
      </PageHeader>
      <Section id="steps" heading={steps.heading} lead={steps.lead}>
        <CardGrid items={steps.items} numbered />
        <p className={`mt-6 ${muted}`}>{steps.reapply}</p>
      </Section>
      <Section id="earnings" heading={earnings.heading} lead={earnings.lead} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-3">
          {earnings.items.map((item) => (
            <li key={item.title} className={card}>
              <h3 className={h3}>{item.title}</h3>
              <p className={`mt-2 leading-7 ${muted}`}>{item.text}</p>
            </li>
          ))}
        </ul>
        <ul className={`mt-6 list-disc space-y-2 ps-6 ${muted}`}>
          <li>{earnings.limits(rules)}</li>
          <li>{earnings.timing}</li>
        </ul>
      </Section>
      <Section id="perks" heading={perks.heading}>
        <CardGrid items={perks.items} />
      </Section>
      <section aria-labelledby="join-heading" className="pb-16">
        <div className={`${container} rounded-3xl bg-subtle px-6 py-12 text-center`}>
          <h2 id="join-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            {finalCta.heading}
          </h2>
          <p className={`mt-3 text-lg ${muted}`}>{finalCta.text}</p>
          <Link to="/register/tutor" className={`${buttonPrimary} mt-8`}>
            {finalCta.cta}
          </Link>
        </div>
      </section>
    </>
  );
}
