import { existsSync, readFileSync } from 'node:fs';

/**
 * Whether a page address is one the PWA's router answers, from the `page-routes.json` its build
 * ships (`/faq/:role` style patterns, decision 153). Without the file every address counts as a
 * page, as before.
 */
export function pageMatcher(file: string): (path: string) => boolean {
  if (!existsSync(file)) return () => true;
  const patterns = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const compiled = patterns.map((pattern) => {
    const parts = pattern
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    return new RegExp(`^/${parts.join('/')}/?$`);
  });
  return (path) => compiled.some((re) => re.test(path));
}
