import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';

/**
 * Real videos for duration tests, made the way a tutor makes one: Chromium's MediaRecorder
 * over its fake camera and microphone. WebM from MediaRecorder has no duration in its header;
 * Chromium's MP4 is fragmented. Both are what the server must measure (decision 170).
 */
/** Runs in the page (kept as text: this file is type-checked for Node, not the DOM). */
const RECORD = `async ({ mimeType, seconds }) => {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { width: 320, height: 240 },
    audio: true,
  });
  const recorder = new MediaRecorder(stream, { mimeType });
  const parts = [];
  recorder.ondataavailable = (e) => parts.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(500);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await stopped;
  stream.getTracks().forEach((t) => t.stop());
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}`;

export async function recordVideos(
  clips: { mimeType: string; seconds: number }[],
): Promise<Buffer[]> {
  const page = createServer((_req, res) => res.end('<!doctype html><title>rec</title>'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const tab = await browser.newPage();
    // A secure context (localhost) is needed for getUserMedia.
    await tab.goto(`http://localhost:${(page.address() as AddressInfo).port}/`);
    const out: Buffer[] = [];
    for (const clip of clips) {
      const base64 = await tab.evaluate<string>(`(${RECORD})(${JSON.stringify(clip)})`);
      out.push(Buffer.from(base64, 'base64'));
    }
    return out;
  } finally {
    await browser.close();
    page.close();
  }
}
