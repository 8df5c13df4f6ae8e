// `npm run build -w @kalam/desktop`: dist/main.cjs and dist/preload.cjs. A production build
// bakes the server address in with KALAM_DESKTOP_SERVER_URL (the environment still overrides it).
import { build } from 'esbuild';
import { mainBundle, preloadBundle } from './bundles.ts';

await build(mainBundle(process.env.KALAM_DESKTOP_SERVER_URL));
await build(preloadBundle);
