/** The types we can store, told apart by their first bytes (never by a file's name). */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'mp4' | 'webm' | 'mov' | 'pdf' | 'text';

const BY_MIME: Record<string, SniffedType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
};

/** What each stored type is served as, and the extension its server-made name gets. */
export const STORED_TYPES: Record<SniffedType, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  mp4: { contentType: 'video/mp4', ext: 'mp4' },
  webm: { contentType: 'video/webm', ext: 'webm' },
  mov: { contentType: 'video/quicktime', ext: 'mov' },
  pdf: { contentType: 'application/pdf', ext: 'pdf' },
  text: { contentType: 'text/plain; charset=utf-8', ext: 'txt' },
};

/** UTF-8 text without NUL bytes; a multi-byte character cut at the end of `bytes` is fine. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The type of a file from its first bytes, or undefined for anything we do not store. */
export async function sniff(head: Uint8Array): Promise<SniffedType | undefined> {
  // Loaded on the first upload, not at startup (decision 201).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found) return BY_MIME[found.mime];
  return looksLikeText(head) ? 'text' : undefined;
}
