import { AppError } from '@kalam/shared';
import type { ByteRange } from '../../storage/storage.port.ts';
import type { AssetRow } from './assets.repository.ts';

/**
 * One byte range of `size` from a `Range` header (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Undefined means "send it all" (no header, another unit, several ranges, bad
 * syntax: all allowed to be ignored); a range past the end answers 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return undefined;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** 416 with the envelope and the size, so a player can ask again within it. */
export function unsatisfiableResponse(size: number): Response {
  return Response.json(new AppError('unsatisfiable-range').toEnvelope(), {
    status: 416,
    headers: { 'Content-Range': `bytes */${size}`, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The headers every served file carries, whether whole, partial or not modified. */
export function fileHeaders(row: AssetRow, isPublic: boolean): Headers {
  return new Headers({
    'Content-Type': row.contentType,
    'Accept-Ranges': 'bytes',
    ETag: `"${row.name}"`,
    // Names are never reused, so a public file never changes; report files and receipts are
    // private, and no shared cache may keep them.
    'Cache-Control': isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    // The bytes are what we checked they are; never let a browser guess, run or frame them.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': `${row.contentType.startsWith('text/') ? 'attachment' : 'inline'}; filename="${row.name}"`,
  });
}

/** 206 with the range, or 200 with the whole file. */
export function fileResponse(
  row: AssetRow,
  body: ReadableStream<Uint8Array> | null,
  range: ByteRange | undefined,
  isPublic: boolean,
): Response {
  const headers = fileHeaders(row, isPublic);
  if (!range) {
    headers.set('Content-Length', String(row.size));
    return new Response(body, { status: 200, headers });
  }
  headers.set('Content-Length', String(range.end - range.start + 1));
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`);
  return new Response(body, { status: 206, headers });
}
