import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

/** The client's own target, checked like the server's (spec §5 "Environment"). */
const CLIENT_TARGETS = ['local', 'staging', 'production'];
const clientTarget = process.env.VITE_KALAM_CLIENT_TARGET ?? 'local';
if (!CLIENT_TARGETS.includes(clientTarget)) {
  throw new Error(
    `Setting VITE_KALAM_CLIENT_TARGET: "${clientTarget}" must be one of ${CLIENT_TARGETS.join(', ')}`,
  );
}

const apiTarget = process.env.KALAM_DEV_API ?? 'http://localhost:3000';
/** Never cached by the service worker and never answered with the app shell. */
const liveOnly = [/^\/api\//, /^\/socket\.io/, /^\/peerjs/];

export default defineConfig({
  define: { 'import.meta.env.VITE_KALAM_CLIENT_TARGET': JSON.stringify(clientTarget) },
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'كلام — تعلّم الإنجليزية',
        short_name: 'كلام',
        description: 'دروس إنجليزي مباشرة واحد لواحد مع مدرّسين مختارين بعناية.',
        lang: 'ar-EG',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: liveOnly,
        clientsClaim: true,
        // A new version waits for the user's «تحديث» (registerType 'prompt'), never takes over mid-lesson.
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // @kalam/shared does no I/O at import time, so the landing page keeps only the constants it
      // uses instead of every zod schema of the domain.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/peerjs': { target: apiTarget, ws: true },
    },
  },
});
