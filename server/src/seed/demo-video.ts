import sharp from 'sharp';

/**
 * A small real video for the demo applicants' intro videos (decision 256): a WebM holding VP8
 * frames, made here with no camera and no file shipped. Each frame is a lossy WebP drawn by sharp
 * — whose `VP8 ` chunk is a VP8 key frame — laid in a Matroska/WebM container at two frames a
 * second. Browsers play it; the intro-video service measures it from its blocks like any other.
 */
const WIDTH = 320;
const HEIGHT = 240;
const FRAME_MS = 500;

/** One frame: Kalam's teal, a dot going round and a bar filling as the seconds pass. */
function frameSvg(i: number, frames: number): string {
  const angle = (i / 8) * 2 * Math.PI;
  const x = WIDTH / 2 + 60 * Math.cos(angle);
  const y = HEIGHT / 2 - 10 + 60 * Math.sin(angle);
  const done = Math.round(((i + 1) / frames) * (WIDTH - 40));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#0f766e"/>
  <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2 - 10}" r="60" fill="none" stroke="#5eead4" stroke-width="4"/>
  <circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="#fbbf24"/>
  <rect x="20" y="${HEIGHT - 30}" width="${WIDTH - 40}" height="10" rx="5" fill="#134e4a"/>
  <rect x="20" y="${HEIGHT - 30}" width="${done}" height="10" rx="5" fill="#f0fdfa"/>
</svg>`;
}

/** The VP8 key frame inside a simple lossy WebP (RIFF, WEBP, then the `VP8 ` chunk). */
async function vp8Frame(svg: string): Promise<Buffer> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 50 }).toBuffer();
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('expected a lossy WebP');
  const size = webp.readUInt32LE(16);
  return webp.subarray(20, 20 + size);
}

/** An EBML element: its id bytes, its size as an 8-byte vint, then its data. */
function element(id: number, data: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(data) ? Buffer.concat(data) : data;
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([idBytes, size, body]);
}

const uint = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

/** A key frame on track 1 at `offset` ms from its cluster's time. */
function simpleBlock(offset: number, frame: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt8(0x81, 0); // track number 1 as a 1-byte vint
  head.writeInt16BE(offset, 1);
  head.writeUInt8(0x80, 3); // key frame
  return element(0xa3, [head, frame]);
}

/** A WebM of `seconds` seconds (the last frame starts there), about 1–2 KB a second. */
export async function makeDemoVideo(seconds: number): Promise<Buffer> {
  const frames = Math.floor((seconds * 1000) / FRAME_MS) + 1;
  const clusters: Buffer[] = [];
  // One cluster per ten seconds: a block's offset is a signed 16-bit count of milliseconds.
  const perCluster = 10_000 / FRAME_MS;
  for (let first = 0; first < frames; first += perCluster) {
    const blocks: Buffer[] = [uint(0xe7, first * FRAME_MS)];
    for (let i = first; i < Math.min(frames, first + perCluster); i += 1)
      blocks.push(simpleBlock((i - first) * FRAME_MS, await vp8Frame(frameSvg(i, frames))));
    clusters.push(element(0x1f43b675, blocks));
  }
  const header = element(0x1a45dfa3, [
    uint(0x4286, 1), // EBMLVersion
    uint(0x42f7, 1), // EBMLReadVersion
    uint(0x42f2, 4), // EBMLMaxIDLength
    uint(0x42f3, 8), // EBMLMaxSizeLength
    text(0x4282, 'webm'), // DocType
    uint(0x4287, 2), // DocTypeVersion
    uint(0x4285, 2), // DocTypeReadVersion
  ]);
  const info = element(0x1549a966, [
    uint(0x2ad7b1, 1_000_000), // TimestampScale: milliseconds
    float(0x4489, frames * FRAME_MS), // Duration
    text(0x4d80, 'Kalam demo seed'), // MuxingApp
    text(0x5741, 'Kalam demo seed'), // WritingApp
  ]);
  const tracks = element(0x1654ae6b, [
    element(0xae, [
      uint(0xd7, 1), // TrackNumber
      uint(0x73c5, 1), // TrackUID
      uint(0x83, 1), // TrackType: video
      uint(0x9c, 0), // FlagLacing
      text(0x86, 'V_VP8'), // CodecID
      element(0xe0, [uint(0xb0, WIDTH), uint(0xba, HEIGHT)]), // PixelWidth, PixelHeight
    ]),
  ]);
  return Buffer.concat([header, element(0x18538067, [info, tracks, ...clusters])]);
}

let drawn: Promise<Buffer> | undefined;

/** The demo's video (32.5 s), drawn once for every seeder that sends one. */
export const demoVideo = (): Promise<Buffer> => (drawn ??= makeDemoVideo(32));
