/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  errorMessage,
  type DemoSessionDto,
  type InterviewDto,
  type OnboardingMemberDto,
} from '@kalam/shared';
import { ui } from './support/app.ts';
import {
  FAKE_MEDIA,
  launchBrowser,
  LOOPBACK_ICE,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

/*
 * A tutor applicant's interview and demo session in the session room (issue 8, part 5;
 * decisions 110 and 111): the applicant books an interview through the API, both sides open
 * /interview/{id}, join, see each other's video and chat; the tutor manager passes them, books
 * the demo session, and both meet again at /demo-session/{id}. Monday 09:00 in Cairo.
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const INTERVIEW_START = Date.parse('2026-11-23T07:45:00Z');
const DEMO_START = Date.parse('2026-11-23T09:00:00Z');
const MIN = 60_000;
const APPLICANT = { email: 'applicant@kalam.test', password: 'Kalam2026', name: 'ليلى سامي' };
const MANAGER = { email: 'manager@kalam.test', password: 'Kalam2026', name: 'منى فريد' };

const launch = () => launchBrowser([LOOPBACK_ICE, ...FAKE_MEDIA]);

interface Side {
  context: BrowserContext;
  page: Page;
  errors: string[];
  token: string;
}

let server: E2eServer;
let browser: Browser;
let applicant: Side;
let manager: Side;
let interview: InterviewDto;

async function setTime(at: number) {
  server.setTime(at);
  for (const side of [applicant, manager])
    await side?.context.clock.setSystemTime(server.clock.now());
}

/** A browser context on the server's time, and the person's API token for the test's calls. */
async function person(who: typeof APPLICANT, colorScheme: 'light' | 'dark'): Promise<Side> {
  const context = await newContext(browser, server.url, { colorScheme });
  await context.clock.install({ time: server.clock.now() });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const { token } = await server.login(who);
  return { context, page, errors, token };
}

/** Signs in through the login page, which then goes on to `path` (its `next`). */
async function signInTo(side: Side, who: typeof APPLICANT, path: string) {
  await side.page.goto(`/login?next=${encodeURIComponent(path)}`);
  await ui.email(side.page).fill(who.email);
  await ui.password(side.page).fill(who.password);
  await ui.submit(side.page).click();
  await side.page.waitForURL((url) => url.pathname === path);
}

/** A <video> that is really playing: it has frames and its clock moves. */
async function playing(page: Page, testId: string) {
  const video = page.getByTestId(testId);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 })
    .toBeGreaterThan(before);
}

/** Both join from the ready screen and each sees the other's camera. */
async function meet(title: string) {
  for (const side of [applicant, manager]) {
    await side.page.getByTestId('session-ready').waitFor({ timeout: 15_000 });
    expect(await side.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  }
  await manager.page.getByTestId('join-session').click();
  await manager.page.getByTestId('session-call').waitFor();
  await applicant.page.getByTestId('join-session').click();
  await applicant.page.getByTestId('session-call').waitFor();
  await playing(applicant.page, 'remote-video');
  await playing(manager.page, 'remote-video');
}

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  for (const [who, role] of [
    [APPLICANT, 'Tutor'],
    [MANAGER, 'TutorManager'],
  ] as const)
    await server.deps.usersService.createWithRole({
      ...who,
      role,
      verifiedEmail: true,
      verifiedPhone: true,
    });
  // The tutor manager's call hours, every day 09:00–21:00 Cairo: bookings re-check them (decision 179).
  const tm = await server.login(MANAGER);
  const hours = await server.call(tm.token, 'POST', '/availability-slot', {
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 540, end: 1260 })),
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  const me = await server.login(APPLICANT);
  // The first onboarding step (decision 173): an approved intro video, written directly here.
  const now = server.clock.now();
  server.deps.sqlite
    .prepare(
      `insert into intro_videos (id, tutor_id, video, content_type, duration_ms, status, reviewed_at, created_at, updated_at)
       values ('e2e-intro', ?, '/api/v1/assets/uploads/none.webm', 'video/webm', 60000, 'Approved', ?, ?, ?)`,
    )
    .run(me.user.id, now, now, now);
  const chosen = await server.call<OnboardingMemberDto>(me.token, 'GET', '/interview/select');
  expect(chosen.body.name).toBe(MANAGER.name);
  const booked = await server.call<InterviewDto>(me.token, 'POST', '/interview', {
    interviewerId: chosen.body.id,
    start: new Date(INTERVIEW_START).toISOString(),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  interview = booked.body;

  server.setTime(INTERVIEW_START - 5 * MIN);
  browser = await launch();
  applicant = await person(APPLICANT, 'light');
  manager = await person(MANAGER, 'dark');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an interview and a demo session in the session room', () => {
  it('opens the interview room for both and connects their video', async () => {
    const path = `/interview/${interview.id}`;
    await signInTo(applicant, APPLICANT, path);
    await signInTo(manager, MANAGER, path);
    await meet('غرفة المقابلة');
    await screenshot(applicant.page, 'interview-call-light');
    await screenshot(manager.page, 'interview-call-dark');
  });

  it('chats inside the interview', async () => {
    await applicant.page.getByTestId('session-chat-input').fill('Hello, nice to meet you.');
    await applicant.page.getByTestId('session-chat-send').click();
    const atManager = manager.page.getByTestId('session-chat-message');
    await expect.poll(() => atManager.count()).toBe(1);
    expect(await atManager.textContent()).toContain('Hello, nice to meet you.');
  });

  it('ends when the time is up, after the tutor manager passes the applicant', async () => {
    await setTime(INTERVIEW_START + 20 * MIN);
    const passed = await server.call<InterviewDto>(manager.token, 'PATCH', '/interview', {
      id: interview.id,
      status: 'Passed',
      feedback: 'Fluent and clear, ready for the demo.',
      level: 8,
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    await setTime(INTERVIEW_START + 30 * MIN + 5_000);
    for (const side of [applicant, manager]) {
      await side.page.getByTestId('session-ended').waitFor({ timeout: 15_000 });
      expect(await side.page.getByTestId('session-ended').textContent()).toContain('المقابلة خلصت');
    }
  });

  it('meets again in the demo session the tutor manager books', async () => {
    const demo = await server.call<DemoSessionDto>(manager.token, 'POST', '/demo-session', {
      tutorId: interview.interviewee.id,
      start: new Date(DEMO_START).toISOString(),
    });
    expect(demo.status, JSON.stringify(demo.body)).toBe(201);
    await setTime(DEMO_START - 2 * MIN);
    const path = `/demo-session/${demo.body.id}`;
    for (const side of [applicant, manager]) await side.page.goto(path);
    await meet('غرفة الجلسة التجريبية');
    await screenshot(manager.page, 'demo-session-call-dark');
  });

  it('says why a room that does not exist cannot open, and links back to onboarding', async () => {
    await applicant.page.goto('/interview/no-such-interview');
    await applicant.page.getByText(errorMessage('interview-not-found')).waitFor();
    const back = applicant.page.getByRole('link', { name: 'الانضمام كمدرّس' });
    expect(await back.getAttribute('href')).toBe('/t/onboarding');
    for (const side of [applicant, manager]) expect(withoutFailedLoads(side.errors)).toEqual([]);
  });
});
