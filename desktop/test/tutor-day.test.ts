import { describe, expect, it } from 'vitest';
import type { DesktopNotice, ScheduleLesson } from '@kalam/shared';
import { planNotices, ReminderScheduler } from '../src/day/reminders.ts';
import { todaysLessons, trayMenu } from '../src/day/tray-menu.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z'); // 12:00 in Cairo
const MIN = 60_000;
const at = (minutes: number) => new Date(NOW + minutes * MIN).toISOString();
const lesson = (id: string, startIn: number, title = 'سلمى', length = 30): ScheduleLesson => ({
  id,
  title,
  start: at(startIn),
  end: at(startIn + length),
  roomPath: `/session?id=lesson:${id}`,
});
const time = (instant: number) => new Date(instant).toISOString().slice(11, 16);

describe('notices from the lesson list', () => {
  it('plans a reminder 15 minutes before and a notice when the room opens (10 before)', () => {
    const plans = planNotices([lesson('a', 60)], NOW, time);
    expect(plans.map((p) => [p.key, (p.at - NOW) / MIN])).toEqual([
      ['a:reminder', 45],
      ['a:room-open', 50],
    ]);
    expect(plans[0]!.notice).toEqual({
      title: 'حصتك مع سلمى قرّبت',
      body: 'الحصة الساعة 11:00.',
      path: '/session?id=lesson:a',
    });
  });

  it('skips past moments: a lesson in 5 minutes gets its room notice now, an ended one nothing', () => {
    const plans = planNotices([lesson('soon', 5), lesson('over', -60)], NOW, time);
    expect(plans.map((p) => [p.key, p.at - NOW])).toEqual([['soon:room-open', 0]]);
  });

  it('fires each notice once, even when the schedule is sent again', () => {
    const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
    const shown: DesktopNotice[] = [];
    const scheduler = new ReminderScheduler({
      now: () => NOW,
      formatTime: time,
      setTimer: (run, ms) => {
        const t = { run, ms, cleared: false };
        timers.push(t);
        return t;
      },
      clearTimer: (t) => ((t as (typeof timers)[0]).cleared = true),
      show: (n) => shown.push(n),
    });
    scheduler.schedule([lesson('a', 60)]);
    expect(timers.map((t) => t.ms / MIN)).toEqual([45, 50]);
    timers[0]!.run();
    expect(shown.map((n) => n.title)).toEqual(['حصتك مع سلمى قرّبت']);
    scheduler.schedule([lesson('a', 60)]);
    expect(timers.slice(0, 2).every((t) => t.cleared)).toBe(true);
    expect(timers.slice(2).map((t) => t.ms / MIN)).toEqual([50]);
  });
});

describe('the tray', () => {
  const actions = { opened: [] as string[], login: [] as boolean[], quits: 0 };
  const act = {
    open: (p: string) => actions.opened.push(p),
    setStartAtLogin: (v: boolean) => actions.login.push(v),
    quit: () => (actions.quits += 1),
  };

  it("lists today's lessons in Cairo's day, and a join item once a room opens", () => {
    // 23:30 Cairo is still today; 00:30 Cairo tomorrow is not.
    const lessons = [
      lesson('late', 11 * 60 + 30),
      lesson('tomorrow', 12 * 60 + 30),
      lesson('now', 5, 'كريم'),
    ];
    expect(todaysLessons(lessons, NOW).map((l) => l.id)).toEqual(['now', 'late']);
    const menu = trayMenu({ lessons, now: NOW, fromCache: false, startAtLogin: false }, act, time);
    expect(menu.slice(0, 3).map((m) => [m.label, m.enabled ?? true])).toEqual([
      ['حصص النهارده', false],
      ['ادخل الحصة مع كريم', true],
      ['21:30، سلمى', false],
    ]);
    menu[1]!.click!({} as never, undefined, {} as never);
    expect(actions.opened).toEqual(['/session?id=lesson:now']);
  });

  it('says when the lessons come from the saved copy, and when there are none', () => {
    const menu = trayMenu(
      { lessons: [], now: NOW, fromCache: true, startAtLogin: true },
      act,
      time,
    );
    expect(menu.slice(0, 3).map((m) => m.label)).toEqual([
      'حصص النهارده',
      'مش متصل: دي آخر مواعيد اتحفظت',
      'مفيش حصص النهارده',
    ]);
    const login = menu.find((m) => m.type === 'checkbox')!;
    expect(login.checked).toBe(true);
    login.click!({ checked: false } as never, undefined, {} as never);
    expect(actions.login).toEqual([false]);
  });
});
