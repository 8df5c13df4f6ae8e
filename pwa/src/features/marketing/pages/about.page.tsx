import { Link } from '../../../lib/navigation.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { buttonPrimary, buttonSecondary, muted } from '../components/styles.ts';
import { aboutPage } from '../content/about.ts';

export function Component() {
  const { story, values, cta } = aboutPage;
  return (
    <>
      <title>{aboutPage.title}</title>
      <PageHeader heading={aboutPage.heading} lead={aboutPage.lead} />
      <Section id="story" heading={story.heading}>
        <div className="max-w-3xl space-y-4">
          {story.paragraphs.map((p) => (
            <p key={p} className={`text-lg leading-9 ${muted}`}>
              {p}
            </p>
          ))}
        </div>
      </Section>
      <Section id="values" heading={values.heading} tone="tinted">
        <CardGrid items={values.items} />
      </Section>
      <Section id="more" heading={cta.heading}>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className={buttonPrimary}>
            {cta.contact}
          </Link>
          <Link to="/tutor" className={buttonSecondary}>
            {cta.tutor}
          </Link>
        </div>
      </Section>
    </>
  );
}
