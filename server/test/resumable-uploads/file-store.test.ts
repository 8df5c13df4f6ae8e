import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStoreIn } from '../../src/modules/resumable-uploads/file-store.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the resumable uploads store', () => {
  it('has made its folder when it returns, leaving nothing to fail after a stop', () => {
    const root = mkdtempSync(join(tmpdir(), 'kalam-tus-'));
    made.push(root);
    const folder = join(root, 'resumable-uploads');
    fileStoreIn(folder);
    // tus's own store makes it later, in a callback that throws if the parent is gone by then.
    expect(existsSync(folder)).toBe(true);
  });
});
