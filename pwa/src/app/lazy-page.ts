import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A screen module: react-router's `Component` export, or a default export. */
export type PageModule = { default?: ComponentType; Component?: ComponentType } & Record<
  string,
  unknown
>;
export type PageLoader = () => Promise<PageModule>;

/**
 * Turns `() => import('./x.page.tsx')` into a route's `lazy`, accepting either export style, so
 * a feature's screen plugs in with one line in the route table.
 */
export function page(load: PageLoader): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: fallback, ...rest } = await load();
    return { ...rest, Component: rest.Component ?? fallback } as Awaited<
      ReturnType<LazyRouteFunction<RouteObject>>
    >;
  };
}
