import { scheduleSchema, type ScheduleLesson } from '@kalam/shared';
import { JsonFile } from '../storage/json-file.ts';

/**
 * The last schedule the page sent (`userData/schedule.json`), kept so an offline start still
 * shows today's lessons in the tray and still reminds. Only what the tray needs (who, when,
 * which room): no messages, no money.
 */
export class ScheduleFile extends JsonFile<ScheduleLesson[]> {
  constructor(path: string) {
    super(path, scheduleSchema, []);
  }
}
