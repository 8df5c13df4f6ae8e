import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * A video's length in milliseconds, measured from its container — never the client's number
 * (decision 170). WebM (what Chromium's MediaRecorder makes, usually with no duration in its
 * header) is read block by block with ts-ebml: the last block's time is the length, whatever
 * the header says. MP4 and MOV (fragmented ones too) are read by MediaInfo (mediainfo.js).
 * Undefined when the file has no readable timing (cut short, damaged, not a video).
 * Both readers are loaded on the first video measured, not at startup (decision 201).
 */
export async function measureDurationMs(
  path: string,
  contentType: string,
): Promise<number | undefined> {
  try {
    if (contentType === 'video/webm') return await webmDurationMs(path);
    return await mediaInfoDurationMs(path);
  } catch {
    return undefined;
  }
}

async function webmDurationMs(path: string): Promise<number | undefined> {
  const { Decoder, Reader } = await import('ts-ebml');
  const decoder = new Decoder();
  const reader = new Reader();
  reader.logging = false;
  let blocks = 0;
  for await (const chunk of createReadStream(path, {
    highWaterMark: 256 * 1024,
  }) as AsyncIterable<Buffer>) {
    const bytes = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength);
    for (const element of decoder.decode(bytes as ArrayBuffer)) {
      if (element.name === 'SimpleBlock' || element.name === 'Block') blocks += 1;
      reader.read(element);
    }
  }
  reader.stop();
  if (blocks === 0 || !Number.isFinite(reader.duration)) return undefined;
  // `duration` counts timestamp units; `timestampScale` is nanoseconds per unit.
  return Math.round((reader.duration * reader.timestampScale) / 1e6);
}

async function mediaInfoDurationMs(path: string): Promise<number | undefined> {
  const { default: mediaInfoFactory } = await import('mediainfo.js');
  const mediaInfo = await mediaInfoFactory({ format: 'object' });
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const result = await mediaInfo.analyzeData(size, async (length, offset) => {
      const buffer = Buffer.alloc(Math.min(length, Math.max(0, size - offset)));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    });
    const tracks = result.media?.track ?? [];
    const video = tracks.find((t) => t['@type'] === 'Video');
    const general = tracks.find((t) => t['@type'] === 'General');
    // A file without a video track is not a video, whatever its container.
    if (!video) return undefined;
    const seconds = Number(video.Duration ?? general?.Duration);
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : undefined;
  } finally {
    await file.close();
    mediaInfo.close();
  }
}
