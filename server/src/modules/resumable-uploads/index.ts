// The resumable-uploads area's public face: what other areas may use (decision 156).
export { FinishedUploads, type FinishedUpload } from './finished-uploads.ts';
export { StaleUploads, STALE_UPLOAD_MS } from './stale-uploads.ts';
