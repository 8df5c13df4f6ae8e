import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

/**
 * A small JSON file in the app's user-data folder, read through a schema (a file that does not
 * parse is as good as none) and written whole: to a temporary file renamed into place, one write
 * at a time, so a crash or two quick saves never leave half a file.
 */
export class JsonFile<T> {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly schema: z.ZodType<T>,
    private readonly empty: T,
  ) {}

  async load(): Promise<T> {
    try {
      const parsed = this.schema.safeParse(JSON.parse(await readFile(this.path, 'utf8')));
      return parsed.success ? parsed.data : this.empty;
    } catch {
      return this.empty;
    }
  }

  save(value: T): Promise<void> {
    const text = JSON.stringify(value);
    const write = async () => {
      await mkdir(dirname(this.path), { recursive: true });
      const temporary = `${this.path}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, this.path);
    };
    this.writing = this.writing.then(write, write);
    return this.writing;
  }
}
