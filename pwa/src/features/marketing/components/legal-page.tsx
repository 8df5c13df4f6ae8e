import type { LegalDocument } from '../content/legal.ts';
import { PageHeader } from './page-header.tsx';
import { container, link, muted } from './styles.ts';

const sectionId = (index: number) => `section-${index + 1}`;

/** Terms and privacy: a table of contents and numbered sections in a readable measure. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <title>{doc.title}</title>
      <PageHeader heading={doc.heading} lead={doc.intro}>
        <p className={`mt-4 text-sm ${muted}`}>{doc.updated}</p>
      </PageHeader>
      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[16rem_1fr]`}>
        <nav aria-label={doc.tocLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-bold text-ink">{doc.tocLabel}</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`} className={link}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {doc.sections.map((section, index) => (
            <section
              key={section.heading}
              id={sectionId(index)}
              aria-labelledby={`${sectionId(index)}-h`}
              className="scroll-mt-24"
            >
              <h2 id={`${sectionId(index)}-h`} className="text-xl font-bold text-ink">
                {(index + 1).toLocaleString('ar-EG')}. {section.heading}
              </h2>
              {section.paragraphs?.map((p) => (
                <p key={p} className={`mt-3 leading-8 ${muted}`}>
                  {p}
                </p>
              ))}
              {section.list ? (
                <ul className={`mt-3 list-disc space-y-2 ps-6 leading-8 ${muted}`}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
