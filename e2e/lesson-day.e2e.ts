/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LessonDto, PlanDto, TutorCardDto } from '@kalam/shared';
import { signIn } from './support/app.ts';
import { attendLesson } from './support/attend.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
  type Viewport,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * The day after a lesson, from both sides at once (walk 4): the student on a phone, the tutor on
 * a desktop. A chat message rings on the other's dashboard, not only inside the chat; an open
 * room with a long link still fits the phone; a tutor with no free time all week and a week
 * with no minutes left each say so in the booking dialog, with the way forward. The server's
 * clock and the browsers' start on Monday 09:00 in Cairo (decision 084).
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const AFTER_FIRST_LESSON = Date.parse('2026-11-23T08:16:00Z'); // Monday 10:16 in Cairo
const TUESDAY_LESSON = '2026-11-24T09:00:00.000Z'; // Tuesday 11:00 in Cairo, 30 minutes
const AFTER_TUESDAY_LESSON = Date.parse('2026-11-24T09:31:00Z');
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const TUTOR = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026', name: 'أحمد حسن' };
const OTHER_TUTOR = 'منى عبد الله';
const OTHER_TUTOR_LOGIN = { email: 'mona.tutor@kalam.test', password: 'Kalam2026' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };

let server: E2eServer;
let browser: Browser;
let studentToken: string;
let student: { context: BrowserContext; page: Page; errors: string[] };
let tutor: { context: BrowserContext; page: Page; errors: string[] };

async function person(
  who: { email: string; password: string },
  viewport: Viewport,
  colorScheme: 'light' | 'dark',
) {
  const context = await newContext(browser, server.url, { viewport, colorScheme });
  await context.clock.install({ time: server.clock.now() });
  await context.addInitScript(() => localStorage.setItem('kalam.tour.student-dashboard', 'done'));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, who);
  return { context, page, errors };
}

/** Move the server's clock and both browsers' together. */
async function setTime(at: number) {
  server.setTime(at);
  for (const side of [student, tutor]) await side.context.clock.setSystemTime(at);
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first();

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  const admin = await server.login(ADMIN);
  const me = await server.login(STUDENT);
  studentToken = me.token;
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  const granted = await server.call(admin.token, 'POST', '/sub', {
    userId: me.user.id,
    planId: plans.body.list.find((p) => p.weeklyMinutes === 60)!.id,
    period: 'Month',
  });
  expect(granted.status).toBe(201);
  // Half of the week's hour goes to a lesson with Ahmed this morning, over by 10:16.
  const tutors = await server.call<{ list: TutorCardDto[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  const ahmed = tutors.body.list.find((t) => t.name === TUTOR.name)!;
  const booked = await server.call<LessonDto>(me.token, 'POST', '/lesson/', {
    tutorId: ahmed.id,
    start: '2026-11-23T07:45:00.000Z',
    duration: 30,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  // Ahmed comes, so the lesson is taught and its minutes stay used (decision 240).
  server.setTime(Date.parse('2026-11-23T07:46:00Z'));
  await attendLesson(server.url, (await server.login(TUTOR)).token, booked.body.id);
  server.setTime(AFTER_FIRST_LESSON);
  browser = await launchBrowser();
  student = await person(STUDENT, 'phone', 'light');
  tutor = await person(TUTOR, 'desktop', 'dark');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the day after a lesson, from both sides', () => {
  it('rings a chat message on the other’s dashboard, and a room with a long link fits the phone', async () => {
    const { page } = student;
    await page.getByRole('link', { name: 'المدرّسين' }).first().click();
    await page.getByRole('link', { name: `الملف: ${TUTOR.name}` }).click();
    await page.getByRole('link', { name: 'ابعتي رسالة' }).first().click();
    const link = 'https://drive.example.com/homework/sara-mahmoud/unit-3-speaking-practice.pdf';
    await page.getByTestId('chat-composer').getByRole('textbox').fill(`الواجب هنا: ${link}`);
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-message-text').filter({ hasText: link }).waitFor();
    // The open room stays inside the 390 px screen: nothing of it is cut off at either side.
    const room = await page.getByTestId('chat-screen').locator('section').first().boundingBox();
    expect(room!.x).toBeGreaterThanOrEqual(0);
    expect(room!.x + room!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'lesson-day-chat-link-phone-light');

    // The tutor is on his dashboard: the message rings there, and its button opens the room.
    // Her first message made the room: it is named by the server's list until it syncs.
    const rang = toast(tutor.page, 'رسالة جديدة من سارة محمود');
    await rang.waitFor({ timeout: 10_000 });
    await screenshot(tutor.page, 'lesson-day-message-toast-dark');
    await rang.getByRole('button', { name: 'افتح' }).click();
    await tutor.page.waitForURL(/\/chat\?room=/);
    await tutor.page.getByTestId('chat-message-text').filter({ hasText: link }).waitFor();

    // His answer rings on her dashboard, with his name and her «افتحي».
    await page.getByRole('link', { name: 'لوحتي' }).first().click();
    await page.getByTestId('minutes-left').waitFor();
    await tutor.page.getByRole('textbox').last().fill('تمام يا سارة، هراجعه قبل الحصة الجاية');
    await tutor.page.getByRole('textbox').last().press('Enter');
    const heard = toast(page, `رسالة جديدة من ${TUTOR.name}`);
    await heard.waitFor({ timeout: 10_000 });
    expect(await heard.textContent()).toContain('تمام يا سارة، هراجعه قبل الحصة الجاية');
    await screenshot(page, 'lesson-day-message-toast-phone-light');
    await heard.getByRole('button', { name: 'افتحي' }).click();
    await page.waitForURL(/\/chat\?room=/);
    expect(withoutFailedLoads(student.errors)).toEqual([]);
    expect(withoutFailedLoads(tutor.errors)).toEqual([]);
  });

  it('says a tutor has no free time this week, and leads to the other tutors', async () => {
    const { page } = tutor;
    await page.getByRole('link', { name: 'إدارة المواعيد' }).first().click();
    const remove = page.getByRole('button', { name: /^احذف الفترة ١ / });
    await remove.first().waitFor();
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByTestId('save-schedule').click();
    await page.getByText('اتحفظت مواعيدك').first().waitFor();

    await student.page.getByRole('link', { name: 'المدرّسين' }).first().click();
    await student.page.getByRole('link', { name: `احجزي حصة: ${TUTOR.name}` }).click();
    const none = student.page.getByTestId('book-no-times');
    await none.waitFor();
    expect(await none.textContent()).toContain(`مفيش مواعيد فاضية مع ${TUTOR.name} الأسبوع ده.`);
    await screenshot(student.page, 'lesson-day-no-free-times-phone-light');
    await none.getByRole('button', { name: 'دوّري على مدرّس تاني' }).click();
    await student.page.waitForURL(/\/tutors$/);
  });

  it('tells a student whose week is used up before she picks a day, and leads to the plans', async () => {
    // The other half of the hour goes to Mona on Tuesday; that lesson is over too.
    const tutors = await server.call<{ list: TutorCardDto[] }>(
      null,
      'GET',
      '/user/tutor/list/onboarded',
    );
    const mona = tutors.body.list.find((t) => t.name === OTHER_TUTOR)!;
    const booked = await server.call<LessonDto>(studentToken, 'POST', '/lesson/', {
      tutorId: mona.id,
      start: TUESDAY_LESSON,
      duration: 30,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // Mona comes too (decision 240: a lesson its tutor never joined gives the minutes back).
    await setTime(Date.parse(TUESDAY_LESSON) + 60_000);
    await attendLesson(server.url, (await server.login(OTHER_TUTOR_LOGIN)).token, booked.body.id);
    await setTime(AFTER_TUESDAY_LESSON);

    const { page } = student;
    await page.getByRole('link', { name: 'لوحتي' }).first().click();
    await page.getByRole('link', { name: 'احجزي حصة' }).first().click();
    await page.getByRole('link', { name: `احجزي حصة: ${OTHER_TUTOR}` }).click();
    const problem = page.getByTestId('booking-problem');
    await problem.waitFor();
    expect(await problem.getAttribute('data-code')).toBe('no-enough-minutes');
    expect(await problem.textContent()).toContain('مفيش دقايق فاضلة الأسبوع ده.');
    // No day to pick: the week is said first, with the plans as the way on.
    expect(await page.getByTestId('book-day').count()).toBe(0);
    await screenshot(page, 'lesson-day-no-minutes-phone-light');
    await problem.getByRole('button', { name: 'اختاري باقة' }).click();
    await page.waitForURL(/\/plans$/);
  });
});
