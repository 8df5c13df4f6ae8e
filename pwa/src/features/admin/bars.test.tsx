import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayLongOf } from '../../lib/format.ts';
import { Bars } from './bars.tsx';

const days = ['2026-11-28', '2026-11-29', '2026-11-30'];
const html = renderToStaticMarkup(
  <Bars title="الطلاب الجداد آخر ١٤ يوم" values={[0, 2, 1]} labels={days.map(dayLongOf)} />,
);

// The overview's bars had no day under them: an admin could not tell which bar was Sunday.
describe("the overview's bar chart", () => {
  it('labels each day by its Cairo weekday and date, in Arabic', () => {
    expect(days.map(dayLongOf)).toEqual([
      'السبت، ٢٨ نوفمبر',
      'الأحد، ٢٩ نوفمبر',
      'الاثنين، ٣٠ نوفمبر',
    ]);
  });

  it('gives every bar its day and figure, as a tooltip and in the list a screen reader reads', () => {
    expect(html).toContain('<title>الأحد، ٢٩ نوفمبر: ٢</title>');
    expect(html).toContain('<li>الاثنين، ٣٠ نوفمبر: ١</li>');
  });

  it("says the chart's first and last day under its two ends", () => {
    expect(html).toMatch(
      /data-testid="bars-ends"[^>]*><span>السبت، ٢٨ نوفمبر<\/span><span>الاثنين، ٣٠ نوفمبر<\/span>/,
    );
  });
});
