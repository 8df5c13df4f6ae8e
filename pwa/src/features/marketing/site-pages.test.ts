import { describe, expect, it } from 'vitest';
import { isActivePath } from '../../lib/navigation.tsx';
import { acceptsParams, matchSitePage } from './site-pages.ts';

describe('the public pages both runtimes share (decision 118)', () => {
  it('finds each public page, with a trailing slash too, and reads its parameters', () => {
    expect(matchSitePage('/')?.page.path).toBe('/');
    expect(matchSitePage('/pricing/')?.page.path).toBe('/pricing');
    expect(matchSitePage('/faq/tutor')).toMatchObject({
      page: { path: '/faq/:role' },
      params: { role: 'tutor' },
    });
    expect(matchSitePage('/url/%D9%83')?.params).toEqual({ name: 'ك' });
  });

  it('leaves every app address to the app', () => {
    for (const path of ['/login', '/s/dashboard', '/admin/users', '/faq/a/b', '/pricingx', '/t/1'])
      expect(matchSitePage(path), path).toBeNull();
  });

  it("applies a page's own check: an unknown FAQ role or short link is the app's 404", async () => {
    const faq = matchSitePage('/faq/nobody')!;
    const module = await faq.page.load();
    expect(acceptsParams(module, faq.params)).toBe(false);
    expect(acceptsParams(module, { role: 'student' })).toBe(true);
    const link = matchSitePage('/url/no-such-link')!;
    expect(acceptsParams(await link.page.load(), link.params)).toBe(false);
    // The first load of a page transforms its whole module graph (the FAQ's takes FormatJS for
    // the rules' wording, decision 278): seconds on a busy two-core machine, not a hang.
  }, 20_000);

  it('marks a navigation link active on its page and below it, the home link only at home', () => {
    expect(isActivePath('/faq/student', '/faq')).toBe(true);
    expect(isActivePath('/faq', '/faq')).toBe(true);
    expect(isActivePath('/faqs', '/faq')).toBe(false);
    expect(isActivePath('/pricing', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/pricing', '/pricing?period=year')).toBe(true);
  });
});
