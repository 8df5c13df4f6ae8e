import { mkdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../kernel/ids.ts';

/**
 * Where uploads are written while they arrive and are checked. Nothing in it is ever served;
 * a file leaves it by a rename into the store (or an upload to S3) or is deleted. Whatever a
 * crash left behind is cleared at start.
 */
export class ScratchDir {
  constructor(readonly path: string) {
    rmSync(path, { recursive: true, force: true });
    mkdirSync(path, { recursive: true });
  }

  /** A fresh path inside the scratch dir (the file is not created). */
  newPath(suffix = '.part'): string {
    return join(this.path, `${newId()}${suffix}`);
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
