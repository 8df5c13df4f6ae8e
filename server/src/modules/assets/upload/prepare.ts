import { createReadStream } from 'node:fs';
import { AppError, type StoredAssetKind } from '@kalam/shared';
import type { ScratchDir } from '../../../storage/scratch-dir.ts';
import { isImageType, KIND_RULES } from './file-rules.ts';
import { reencodeImage } from './image.ts';
import type { ReceivedFile } from './multipart.ts';
import { sniff, STORED_TYPES } from './sniff.ts';

/** A received file that passed its kind's rules, ready to go into storage. */
export interface PreparedFile {
  field: string;
  kind: StoredAssetKind;
  /** A scratch file: the re-encoded image, or the received file itself. */
  path: string;
  size: number;
  contentType: string;
  ext: string;
}

const refuse = (path: string, code: 'invalid-file-type' | 'corrupt-file') =>
  new AppError(code, [{ path, code, message: new AppError(code).message }]);

/** A log must be UTF-8 text from its first byte to its last, without NUL bytes. */
async function isWholeText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Check a received file against the rules of its kind, by its content: the type from its first
 * bytes (a PNG named `.mp4` is a PNG), then images re-encoded (metadata dropped) and logs read
 * through as text. New scratch files are recorded in `made`, so the caller can remove them.
 */
export async function prepareFile(
  file: ReceivedFile,
  kind: StoredAssetKind,
  scratch: ScratchDir,
  made: string[],
): Promise<PreparedFile> {
  const rule = KIND_RULES[kind];
  const type = await sniff(file.head);
  if (!type || !rule.accepts.includes(type)) throw refuse(file.field, 'invalid-file-type');
  const stored = { field: file.field, kind, ...STORED_TYPES[type] };
  if (isImageType(type)) {
    const output = scratch.newPath();
    made.push(output);
    const { size } = await reencodeImage(file.path, output, type, {
      field: file.field,
      minSide: rule.minSide,
    });
    return { ...stored, path: output, size };
  }
  if (type === 'text' && !(await isWholeText(file.path)))
    throw refuse(file.field, 'invalid-file-type');
  return { ...stored, path: file.path, size: file.size };
}
