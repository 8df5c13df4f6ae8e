/// <reference lib="dom" />
// Code passed to page.evaluate and addInitScript runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import type {
  DesktopBridge,
  LessonDto,
  PlanDto,
  ScheduleLesson,
  TutorCardDto,
  UploadItem,
} from '@kalam/shared';
import { signIn } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import {
  FAKE_MEDIA,
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * The PWA inside the desktop app (issue 20, decision 131): Electron cannot run here, so the
 * page gets a stand-in `window.desktop` of the shared bridge type before its own scripts run,
 * and the test checks the paths the renderer takes through it — the upload queue with
 * progress, the screen picker before getDisplayMedia, the tutor's schedule and message notices.
 * The main-process side of each call is tested in the desktop project.
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const LESSON_START = '2026-11-23T07:45:00.000Z';
const MIN = 60_000;
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026', name: 'سارة محمود' };
const TUTOR = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026', name: 'أحمد حسن' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };

type LogEntry = [method: string, ...args: unknown[]];

/**
 * The app's bridge as the page meets it: records every call, and plays an upload that moves
 * 12 % per look at the queue, as the main process would report it.
 */
function installFakeDesktop() {
  const log: LogEntry[] = [];
  (window as unknown as { __desktopLog: LogEntry[] }).__desktopLog = log;
  const MB = 1024 * 1024;
  let queue: UploadItem[] = [];
  const advance = () => {
    queue = queue.map((item) => {
      if (item.state === 'done' || item.state === 'canceled') return { ...item, bytesPerSecond: 0 };
      const sent = Math.min(item.size, item.sent + Math.round(item.size * 0.12));
      return sent === item.size
        ? { ...item, sent, state: 'done', bytesPerSecond: 0 }
        : { ...item, sent, state: 'uploading', bytesPerSecond: 2.5 * MB };
    });
    return queue;
  };
  const pixel =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const fake: DesktopBridge = {
    appInfo: async () => ({ shell: 'desktop', version: '0.1.0', platform: 'linux' }),
    openExternal: async () => true,
    setUploadToken: async (token) => void log.push(['setUploadToken', token]),
    pickVideos: async () => {
      log.push(['pickVideos']);
      queue = [
        ...queue,
        {
          id: 'v1',
          name: 'درس المراجعة.mp4',
          size: 480 * MB,
          sent: 0,
          bytesPerSecond: 0,
          state: 'waiting',
        },
      ];
      return queue;
    },
    uploadQueue: async () => advance(),
    cancelUpload: async () => queue,
    listScreens: async () => {
      log.push(['listScreens']);
      return [
        { id: 'screen:0:0', name: 'Entire screen', kind: 'screen', thumbnail: pixel },
        { id: 'window:7:0', name: 'Slides — Unit 4', kind: 'window', thumbnail: pixel },
      ];
    },
    chooseScreen: async (id) => void log.push(['chooseScreen', id]),
    notify: async (notice) => void log.push(['notify', notice]),
    setSchedule: async (lessons) => void log.push(['setSchedule', lessons]),
    startAtLogin: async () => false,
    setStartAtLogin: async (enabled) => enabled,
  };
  Object.defineProperty(window, 'desktop', { value: Object.freeze(fake) });
  // Chromium's own getDisplayMedia still answers (fake media); the log shows when it is asked.
  const devices = navigator.mediaDevices;
  if (devices?.getDisplayMedia) {
    const original = devices.getDisplayMedia.bind(devices);
    devices.getDisplayMedia = (options) => {
      log.push(['getDisplayMedia']);
      return original(options);
    };
  }
}

const desktopLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __desktopLog: LogEntry[] }).__desktopLog);
const calls = async (page: Page, method: string) =>
  (await desktopLog(page)).filter(([m]) => m === method);

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let lesson: LessonDto;
let tutorId: string;
let studentToken: string;

const roomUrl = () => `/session?id=${encodeURIComponent(`lesson:${lesson.id}`)}`;

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  const tutors = await server.call<{ list: TutorCardDto[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  tutorId = tutors.body.list.find((t) => t.name === TUTOR.name)!.id;
  const admin = await server.login(ADMIN);
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  const student = await server.login(STUDENT);
  studentToken = student.token;
  const granted = await server.call(admin.token, 'POST', '/sub', {
    userId: student.user.id,
    planId: plans.body.list.find((p) => p.weeklyMinutes === 60)!.id,
    period: 'Month',
  });
  expect(granted.status).toBe(201);
  const booked = await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId,
    start: LESSON_START,
    duration: 15,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  lesson = booked.body;
  // The room is open (ten minutes before the start).
  server.setTime(Date.parse(LESSON_START) - 9 * MIN);

  browser = await launchBrowser(FAKE_MEDIA);
  context = await newContext(browser, server.url);
  await context.clock.install({ time: server.clock.now() });
  await context.addInitScript(installFakeDesktop);
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, TUTOR, /\/t\/dashboard/);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the PWA in the desktop app, through window.desktop', () => {
  it("hands the app the upload token and the tutor's coming lessons", async () => {
    await expect
      .poll(async () =>
        (await calls(page, 'setUploadToken')).some(([, t]) => typeof t === 'string'),
      )
      .toBe(true);
    // The first schedule may be sent before the lessons have synced: the last one counts.
    const lastSchedule = async () =>
      ((await calls(page, 'setSchedule')).at(-1)?.[1] ?? []) as ScheduleLesson[];
    await expect.poll(async () => (await lastSchedule()).length, { timeout: 10_000 }).toBe(1);
    const lessons = await lastSchedule();
    expect(lessons).toEqual([
      {
        id: lesson.id,
        title: STUDENT.name,
        start: LESSON_START,
        end: '2026-11-23T08:00:00.000Z',
        roomPath: roomUrl(),
      },
    ]);
  });

  it('picks a video and shows its upload with progress and speed, in Arabic digits', async () => {
    await page.getByTestId('main-nav').getByRole('link', { name: 'رفع الفيديوهات' }).click();
    await page.getByRole('heading', { name: 'رفع الفيديوهات' }).waitFor();
    await page.getByRole('button', { name: 'اختار فيديوهات' }).click();
    const row = page.getByTestId('upload-row');
    await row.waitFor();
    expect(await row.getByText('درس المراجعة.mp4').count()).toBe(1);
    expect(await row.textContent()).toContain('٤٨٠ ميجا');
    const bar = row.getByRole('progressbar');
    // Mid-way: the bar, the share and the speed as the person reads them.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(30);
    expect(await row.getByTestId('upload-state').textContent()).toBe('بيترفع');
    expect(await row.getByTestId('upload-percent').textContent()).toMatch(/^[٠-٩]+٪$/);
    expect(await row.getByTestId('upload-speed').textContent()).toBe('٢٫٥ ميجا/ثانية');
    await screenshot(page, 'desktop-uploads-progress');
    expect(await seriousViolations(page)).toEqual([]);
    await expect
      .poll(() => row.getByTestId('upload-state').textContent(), { timeout: 15_000 })
      .toBe('اترفع');
    expect(await row.getByTestId('upload-percent').textContent()).toBe('١٠٠٪');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect((await calls(page, 'pickVideos')).length).toBe(1);
    // A small laptop window, or a phone-sized one: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'desktop-uploads-done-360-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it("shares a window chosen in the app's picker, and asks Chromium only after the choice", async () => {
    await page.goto(roomUrl());
    await page.getByTestId('join-session').click();
    await page.getByTestId('session-call').waitFor();
    await page.getByTestId('toggle-screen').click();
    const picker = page.getByRole('dialog', { name: 'تشارك إيه؟' });
    await picker.waitFor();
    const share = picker.getByRole('button', { name: 'شارك' });
    expect(await share.isDisabled()).toBe(true);
    expect(await picker.getByRole('region', { name: 'الشاشات' }).textContent()).toContain(
      'الشاشة ١',
    );
    await screenshot(page, 'desktop-screen-picker');
    await picker.getByRole('button', { name: 'Slides — Unit 4' }).click();
    await share.click();
    await expect
      .poll(() => page.getByTestId('toggle-screen').getAttribute('aria-pressed'))
      .toBe('true');
    const order = (await desktopLog(page))
      .map(([m, arg]) => (m === 'chooseScreen' ? `${m}:${arg}` : m))
      .filter((m) => /Screen|DisplayMedia/.test(m));
    expect(order).toEqual(['listScreens', 'chooseScreen:window:7:0', 'getDisplayMedia']);
    await page.getByTestId('toggle-screen').click();
    await expect
      .poll(() => page.getByTestId('toggle-screen').getAttribute('aria-pressed'))
      .toBe('false');
  });

  it('cancelling the picker shares nothing and never asks Chromium', async () => {
    const before = (await desktopLog(page)).length;
    await page.getByTestId('toggle-screen').click();
    const picker = page.getByRole('dialog', { name: 'تشارك إيه؟' });
    await picker.getByRole('button', { name: 'إلغاء' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    expect(await page.getByTestId('toggle-screen').getAttribute('aria-pressed')).toBe('false');
    // A second, completed share closes the sequence: a getDisplayMedia made by the cancelled
    // attempt would sit between the two choices.
    await page.getByTestId('toggle-screen').click();
    await picker.getByRole('button', { name: 'الشاشة ١' }).click();
    await picker.getByRole('button', { name: 'شارك' }).click();
    await expect
      .poll(() => page.getByTestId('toggle-screen').getAttribute('aria-pressed'))
      .toBe('true');
    const order = (await desktopLog(page))
      .slice(before)
      .map(([m, arg]) => (m === 'chooseScreen' ? `${m}:${arg}` : m))
      .filter((m) => /Screen|DisplayMedia/.test(m));
    expect(order).toEqual([
      'listScreens',
      'chooseScreen:null',
      'listScreens',
      'chooseScreen:screen:0:0',
      'getDisplayMedia',
    ]);
    await page.getByTestId('toggle-screen').click();
  });

  it('shows a message that arrives while the window is in the background as a system notice', async () => {
    await page.evaluate(() => {
      document.hasFocus = () => false;
    });
    const sent = await server.call(studentToken, 'POST', '/chat/new', {
      userId: tutorId,
      message: 'Hello! I will be two minutes late.',
    });
    expect([200, 201]).toContain(sent.status);
    await expect
      .poll(async () => (await calls(page, 'notify')).map(([, n]) => n), { timeout: 15_000 })
      .toContainEqual({
        title: 'رسالة جديدة',
        body: 'Hello! I will be two minutes late.',
        path: '/chat',
      });
    expect(withoutFailedLoads(errors)).toEqual([]);
  });
});
