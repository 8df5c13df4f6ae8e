import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchSitePage } from './features/marketing/site-pages.ts';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

/** The app with its router, query cache and session: fetched when an app address needs it. */
function startApp() {
  void import('./app/app-root.tsx').then(({ AppRoot }) => render(<AppRoot />));
}

/**
 * A public page starts in the light site runtime (decision 118); the site runtime and the
 * page's code are fetched at once. Any other address, or a public address with no such page
 * (`/faq/nobody`), starts the app.
 */
async function startSite(pathname: string) {
  const match = matchSitePage(pathname)!;
  const [{ SiteRoot, loadSitePage }] = await Promise.all([
    import('./app/site-root.tsx'),
    match.page.load(),
  ]);
  const module = await loadSitePage(pathname);
  if (!module) return startApp();
  render(<SiteRoot first={{ pathname, module }} onLeave={startApp} />);
}

if (matchSitePage(location.pathname)) void startSite(location.pathname).catch(startApp);
else startApp();
