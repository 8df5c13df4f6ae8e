import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OwnWords } from './own-words.tsx';
import { TextArea } from './text-area.tsx';

// ARABIC.md, mixed text: a manager's English inside the Arabic page keeps its own direction.
describe("a tutor manager's own words", () => {
  it('are isolated where the applicant reads them, so an English full stop stays at the end', () => {
    expect(renderToStaticMarkup(<OwnWords text="Ready for the demo." />)).toBe(
      '<bdi class="whitespace-pre-wrap">Ready for the demo.</bdi>',
    );
  });

  it('are laid out in the direction they are typed in, where the manager writes them', () => {
    const html = renderToStaticMarkup(<TextArea label="ملاحظات بتوصل للمتقدّم" />);
    expect(html).toMatch(/<textarea[^>]* dir="auto"/);
  });
});
