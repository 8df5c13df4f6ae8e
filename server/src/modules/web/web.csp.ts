/**
 * The Content-Security-Policy of the PWA's pages (decision 168). Scripts only from our own
 * origin (no inline script, no eval: the theme boot is /theme.js) and Google's sign-in client;
 * styles may be inline (React `style` attributes, toast and dialog libraries inject them);
 * images and media also from `data:`/`blob:` (QR codes, picked photos, recorded media).
 * `connect-src 'self'` covers the API, socket.io and PeerJS on the same host (ws/wss included).
 */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

export const PWA_CSP = [
  "default-src 'self'",
  `script-src 'self' ${GOOGLE_GSI}client`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE_GSI}style`,
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${GOOGLE_GSI}`,
  `frame-src ${GOOGLE_GSI}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
