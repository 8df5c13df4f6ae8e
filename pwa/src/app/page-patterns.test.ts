import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { pagePatterns } from './page-patterns.ts';
// The layout pulls the service worker's virtual module, which exists only in a Vite build.
vi.mock('./root-layout.tsx', () => ({ RootLayout: () => null }));
import { routes } from './router.tsx';

// The server answers 404 for any page address outside public/page-routes.json (decision 153);
// this keeps that list equal to what the router really answers.
describe('page routes', () => {
  it('public/page-routes.json lists exactly the pages the router answers', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../public/page-routes.json', import.meta.url), 'utf8'),
    ) as string[];
    const actual = pagePatterns(routes);
    expect(actual).toContain('/faq/:role');
    expect(actual).toContain('/admin/users');
    expect(actual).toContain('/');
    expect(committed).toEqual(actual);
  });

  it('joins nested paths and skips the catch-all', () => {
    expect(
      pagePatterns([
        {
          path: '/',
          children: [
            { index: true },
            { path: 'admin', children: [{ children: [{ path: 'users' }, { index: true }] }] },
            { path: '*' },
          ],
        },
      ]),
    ).toEqual(['/', '/admin', '/admin/users']);
  });
});
