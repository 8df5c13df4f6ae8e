/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import type { Page } from 'playwright-core';
import { Decoder, Reader, tools } from 'ts-ebml';

/**
 * A short real clip from the fake camera (the browser needs FAKE_MEDIA), recorded by Chromium's
 * MediaRecorder in a page of the app's origin: WebM, with no length in its header.
 */
export async function recordClip(page: Page, ms: number): Promise<Buffer> {
  const bytes = await page.evaluate(async (length) => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((r) => (rec.onstop = r));
    rec.start(200);
    await new Promise((r) => window.setTimeout(r, length));
    rec.stop();
    await stopped;
    stream.getTracks().forEach((t) => t.stop());
    return Array.from(new Uint8Array(await new Blob(parts).arrayBuffer()));
  }, ms);
  return Buffer.from(bytes);
}

/**
 * The clip as a camera's or an editor's file is: its length and cues in the header, so a player
 * knows the length before playing and can seek (ts-ebml, as the server reads WebM).
 */
export function withLength(webm: Buffer): Buffer {
  const decoder = new Decoder();
  const reader = new Reader();
  reader.logging = false;
  reader.drop_default_duration = false;
  const buffer = webm.buffer.slice(webm.byteOffset, webm.byteOffset + webm.byteLength);
  for (const element of decoder.decode(buffer as ArrayBuffer)) reader.read(element);
  reader.stop();
  // ts-ebml hands back the `.buffer` of a Buffer it made: a small one is a slice of Node's shared
  // pool, and `.buffer` would be the whole pool. With no pool it is the header's own bytes.
  const pool = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    const head = tools.makeMetadataSeekable(reader.metadatas, reader.duration, reader.cues);
    return Buffer.concat([Buffer.from(head), webm.subarray(reader.metadataSize)]);
  } finally {
    Buffer.poolSize = pool;
  }
}
