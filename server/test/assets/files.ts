import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { UserRole } from '@kalam/shared';
import type { TestServer } from '../support/test-server.ts';

/** A solid-colour image of the given size and format, made on the spot. */
export function image(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' = 'png',
): Promise<Buffer> {
  const made = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
  return made[format]().toBuffer();
}

/** Random pixels: a PNG that compresses badly, so it is large and its data spans many chunks. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata a photo would: camera owner, GPS position. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SECRET-OWNER-NAME', Artist: 'SECRET-OWNER-NAME' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 0/1' },
    })
    .toBuffer();
}

/** The first bytes of an MP4 (an `ftyp` box), then filler: what a sniffer sees as a video. */
export function mp4(bytes = 200_000): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0x00, 0x00, 0x00, 0x00,
    0x6d, 0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d,
  ]);
  const body = Buffer.alloc(bytes - ftyp.length);
  for (let i = 0; i < body.length; i += 1) body[i] = (i * 31) % 251;
  return Buffer.concat([ftyp, body]);
}

export interface Part {
  name: string;
  /** A text field when `filename` is absent and the value is a string. */
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart/form-data request over real HTTP. */
export async function sendForm(
  server: TestServer,
  method: string,
  path: string,
  parts: Part[],
  token?: string,
) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && part.filename === undefined)
      form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.value], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? 'file',
      );
  }
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers };
}

/** A stored file, fetched as bytes. */
export async function fetchFile(
  server: TestServer,
  url: string,
  options: { token?: string; headers?: Record<string, string>; method?: string } = {},
) {
  const response = await fetch(`${server.url}${url}`, {
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Every file under the data dir's file store (stored and scratch), relative paths. */
export function storedFiles(server: TestServer): string[] {
  const root = join(server.dataDir, 'files');
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(root.length + 1))
    .sort();
}

/**
 * A receipt stored as the invoices area will store one (PUT /invoice/{id}/with/asset is not
 * built yet): the bytes land in the scratch dir as a received upload would, then the assets
 * service takes them in.
 */
export async function storeReceipt(
  server: TestServer,
  by: { id: string; role: UserRole },
  ownerId: string,
  bytes: Buffer,
) {
  const path = join(server.dataDir, 'files', '.incoming', `${randomUUID()}.part`);
  writeFileSync(path, bytes);
  const caller = { ...by, verifiedEmail: true, verifiedPhone: true, activated: true, name: 'x' };
  return server.deps.assetsService.storeReceipt(
    caller,
    { ownerId, invoiceId: randomUUID() },
    { field: 'receipt', path, size: bytes.length, head: bytes.subarray(0, 4100) },
  );
}
