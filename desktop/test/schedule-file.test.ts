import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScheduleFile } from '../src/day/schedule-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalam-schedule-'));
const lesson = {
  id: 'l1',
  title: 'سلمى',
  start: '2026-11-24T10:00:00.000Z',
  end: '2026-11-24T10:30:00.000Z',
  roomPath: '/session?id=lesson%3Al1',
};

describe('the schedule kept for an offline start', () => {
  it('reads back what was saved', async () => {
    const file = new ScheduleFile(join(dir, 'nested', 'schedule.json'));
    await file.save([lesson]);
    expect(await new ScheduleFile(join(dir, 'nested', 'schedule.json')).load()).toEqual([lesson]);
  });

  it('treats a missing, broken or foreign file as no schedule', async () => {
    expect(await new ScheduleFile(join(dir, 'none.json')).load()).toEqual([]);
    writeFileSync(join(dir, 'broken.json'), '{"half');
    expect(await new ScheduleFile(join(dir, 'broken.json')).load()).toEqual([]);
    writeFileSync(
      join(dir, 'foreign.json'),
      JSON.stringify([{ ...lesson, roomPath: 'https://evil.test' }]),
    );
    expect(await new ScheduleFile(join(dir, 'foreign.json')).load()).toEqual([]);
  });
});
