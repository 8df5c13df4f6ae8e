import { Link } from '../../../lib/navigation.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { buttonPrimary, card, h3, muted } from '../components/styles.ts';
import { methodPage } from '../content/method.ts';

export function Component() {
  const { principles, levels, lesson } = methodPage;
  return (
    <>
      <title>{methodPage.title}</title>
      <PageHeader heading={methodPage.heading} lead={methodPage.lead} />
      <Section id="principles" heading={principles.heading}>
        <CardGrid items={principles.items} />
      </Section>
      <Section id="levels" heading={levels.heading} lead={levels.lead} tone="tinted">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {levels.items.map((level, index) => (
            <li key={level.name} className={card}>
              <h3 className={h3}>
                <span className="text-link">{(index + 1).toLocaleString('ar-EG')}.</span>{' '}
                {level.name}
              </h3>
              <p className={`mt-2 leading-7 ${muted}`}>{level.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="lesson" heading={lesson.heading}>
        <ol className={`list-[arabic-indic] space-y-3 ps-6 text-lg leading-8 ${muted}`}>
          {lesson.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <Link to="/register/student" className={`${buttonPrimary} mt-8`}>
          {methodPage.cta}
        </Link>
      </Section>
    </>
  );
}
