/** The part of a react-router route object that says where it answers. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  children?: RouteShape[];
}

/**
 * Every page address pattern a route tree answers (`/faq/:role` style), without the catch-all:
 * what the server answers 200 for; anything else gets the app's 404 page with HTTP 404.
 */
export function pagePatterns(routes: RouteShape[], base = ''): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const here = route.path
      ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : base || '/';
    if (route.index || (route.path && !route.children?.length)) found.add(here || '/');
    if (route.children) for (const p of pagePatterns(route.children, here)) found.add(p);
  }
  return [...found].sort();
}
