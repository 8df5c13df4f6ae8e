import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { scheduleSchema, type ScheduleLesson } from '@kalam/shared';

/**
 * The last schedule the page sent, kept so an offline start still shows today's lessons in the
 * tray and still reminds. Only what the tray needs (who, when, which room): no messages, no
 * money. A file that does not parse is treated as no schedule.
 */
export class ScheduleFile {
  constructor(private readonly path: string) {}

  async load(): Promise<ScheduleLesson[]> {
    try {
      const parsed = scheduleSchema.safeParse(JSON.parse(await readFile(this.path, 'utf8')));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  async save(lessons: readonly ScheduleLesson[]): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(lessons));
    await rename(temporary, this.path);
  }
}
