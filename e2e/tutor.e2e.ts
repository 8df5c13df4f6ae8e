/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  bookingWeek,
  errorMessage,
  TUTOR_EARNING_PER_MINUTE,
  wallClock,
  type LessonDto,
} from '@kalam/shared';
import { LessonsRepository } from '../server/src/modules/lessons/lessons.repository.ts';
import { isDark, ui } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { refusalOf, screenshotFourWays } from './support/refusal.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/** The password changes in the settings test; later sign-ins read it from here. */
const TUTOR = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026' };
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026', name: 'سارة محمود' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };
const QUARTER = 15 * 60_000;
const DAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

let server: E2eServer;
let browser: Browser;
let tutorContext: BrowserContext;
let tutorPage: Page;
let tutorErrors: string[];
let lesson: LessonDto;

async function signIn(page: Page) {
  await page.goto('/login');
  await ui.email(page).fill(TUTOR.email);
  await ui.password(page).fill(TUTOR.password);
  await ui.submit(page).click();
  await page.waitForURL(/\/t\/dashboard/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const day = (page: Page, weekday: number) => page.getByTestId(`day-${weekday}`);
const toastWith = (page: Page, text: string) => ui.toast(page).filter({ hasText: text });
/**
 * What went wrong on a page: uncaught errors, console errors, and failed API answers named by
 * method and path. Expected: the refusal the tests provoke (409 on a stranding template), and
 * one offline-sync pull still in flight with the old token when the password change retires it
 * (401; the sync layer retries with the new token).
 */
function watchProblems(page: Page): string[] {
  const problems = watchErrors(page);
  page.on('response', (response) => {
    const url = new URL(response.url());
    const call = `${response.request().method()} ${url.pathname} ${response.status()}`;
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    if (call === 'POST /api/v1/availability-slot 409') return;
    if (/^GET \/api\/v1\/sync\/\d+\/[a-z-]+\/pull 401$/.test(call)) return;
    problems.push(call);
  });
  return problems;
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  tutorContext = await newContext(browser, server.url);
  tutorPage = await tutorContext.newPage();
  tutorErrors = watchProblems(tutorPage);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the tutor’s day', () => {
  it('signs in and sees the dashboard: figures and empty lesson lists', async () => {
    await signIn(tutorPage);
    const h1 = tutorPage.getByRole('heading', { level: 1 });
    // The login screen stays drawn while the dashboard's module loads: wait for the new one.
    await expect.poll(() => h1.textContent()).toContain('أحمد');
    await tutorPage.getByTestId('stat-upcoming').getByText('٠', { exact: true }).waitFor();
    await tutorPage.getByText('مفيش حصص قادمة لسه').waitFor();
    expect(await tutorPage.getByTestId('stat-earnings').textContent()).toMatch(/٠|0/);
    expect(await tutorPage.getAttribute('html', 'dir')).toBe('rtl');
  });

  it('as a tutor the admins added, is offered no onboarding, and its page says none is needed', async () => {
    // Decision 284: no «الانضمام» in the menu of a tutor with no steps to take.
    const menu = tutorPage.getByTestId('main-nav');
    await menu.getByRole('link', { name: 'لوحتي' }).waitFor();
    expect(await menu.getByRole('link', { name: 'الانضمام' }).count()).toBe(0);
    // At its address the page leads with that, not with «four steps, then students see you».
    await tutorPage.goto('/t/onboarding');
    const done = tutorPage.getByTestId('onboarding-activated');
    await done.getByText('مش محتاج خطوات الانضمام').waitFor();
    expect(await tutorPage.getByText('أربع خطوات بالترتيب').count()).toBe(0);
    expect(await tutorPage.getByTestId('step-intro-video').count()).toBe(0);
    await done.getByRole('link', { name: 'لوحتي' }).click();
    await tutorPage.waitForURL(/\/t\/dashboard/);
  });

  it('edits the weekly availability, saves, and sees it again after a reload', async () => {
    const page = tutorPage;
    await page.getByTestId('main-nav').getByRole('link', { name: 'إدارة المواعيد' }).click();
    await page.waitForURL(/schedule-management/);
    // The demo week: Sunday 09:00–13:00 and 17:00–22:00; Friday 10:00–14:00.
    const sunday = day(page, 0);
    await expect.poll(() => sunday.getByTestId('range').count()).toBe(2);
    expect(await page.getByTestId('save-schedule').isDisabled()).toBe(true);

    await sunday.getByRole('combobox', { name: 'نهاية الفترة ٢ يوم الأحد' }).selectOption('1200');
    const friday = day(page, 5);
    // With the keyboard: the added range takes focus at its start.
    await friday.getByRole('button', { name: 'أضف فترة يوم الجمعة' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => friday.getByTestId('range').count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'بداية الفترة ٢ يوم الجمعة',
    );
    // The new row starts where the day's last one ends (14:00) and lasts an hour.
    expect(
      await friday.getByRole('combobox', { name: 'بداية الفترة ٢ يوم الجمعة' }).inputValue(),
    ).toBe('840');
    // An end before its start is caught on the spot with the catalogue's message.
    await friday.getByRole('combobox', { name: 'نهاية الفترة ٢ يوم الجمعة' }).selectOption('780');
    await friday.getByText(errorMessage('invalid-availability-slot')).waitFor();
    expect(await page.getByTestId('save-schedule').isDisabled()).toBe(true);
    await friday.getByRole('combobox', { name: 'نهاية الفترة ٢ يوم الجمعة' }).selectOption('960');

    // Saved with the keyboard: «احفظ» is disabled once saved, and focus stays in the page.
    await page.getByTestId('save-schedule').focus();
    await page.keyboard.press('Enter');
    await toastWith(page, 'اتحفظت مواعيدك').waitFor();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('main')))
      .toBe(true);

    await page.reload();
    await expect.poll(() => day(page, 5).getByTestId('range').count()).toBe(2);
    expect(
      await day(page, 0).getByRole('combobox', { name: 'نهاية الفترة ٢ يوم الأحد' }).inputValue(),
    ).toBe('1200');
    expect(
      await day(page, 5).getByRole('combobox', { name: 'نهاية الفترة ٢ يوم الجمعة' }).inputValue(),
    ).toBe('960');
    // What the server holds is what the screen shows.
    const { token } = await server.login(TUTOR);
    const saved = await server.call<{ slots: { weekday: number; start: number; end: number }[] }>(
      token,
      'GET',
      '/availability-slot/',
    );
    expect(saved.body.slots.filter((s) => s.weekday === 0).map((s) => [s.start, s.end])).toEqual([
      [540, 780],
      [1020, 1200],
    ]);
    expect(saved.body.slots.filter((s) => s.weekday === 5).map((s) => [s.start, s.end])).toEqual([
      [600, 840],
      [840, 960],
    ]);
    // A range removed with the keyboard hands focus to the one in its place, not the page's top.
    const again = day(page, 5);
    await again.getByRole('button', { name: 'أضف فترة يوم الجمعة' }).focus();
    await page.keyboard.press('Enter');
    await again.getByRole('button', { name: /^احذف الفترة ٣/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => again.getByTestId('range').count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^احذف الفترة ٢ يوم الجمعة/,
    );
    // A double click on «احفظ» saves the week once, not twice.
    await again.getByRole('button', { name: /^احذف الفترة ٢/ }).click();
    await expect.poll(() => again.getByTestId('range').count()).toBe(1);
    const saves: string[] = [];
    const countSave = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/availability-slot')) {
        saves.push(request.url());
      }
    };
    page.on('request', countSave);
    await page.getByTestId('save-schedule').dblclick();
    await expect.poll(() => page.getByTestId('save-schedule').isDisabled()).toBe(true);
    await toastWith(page, 'اتحفظت مواعيدك').waitFor();
    page.off('request', countSave);
    expect(saves).toHaveLength(1);
  });

  it('shows a lesson a student books, without a reload, with a toast', async () => {
    const page = tutorPage;
    await page.goto('/t/dashboard');
    await page.getByText('مفيش حصص قادمة لسه').waitFor();
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    lesson = await bookLessonAsStudent();

    const upcoming = page.getByTestId('lessons-upcoming');
    await upcoming.getByText(STUDENT.name).waitFor({ timeout: 5_000 });
    await toastWith(page, 'حصة جديدة اتحجزت').waitFor();
    expect(await toastWith(page, 'حصة جديدة اتحجزت').textContent()).toContain(STUDENT.name);
    await page.getByTestId('stat-upcoming').getByText('١', { exact: true }).waitFor();
    await screenshot(page, 'tutor-dashboard-booked-light');
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  it('explains in Arabic an edit that would strand the booked lesson, and changes nothing', async () => {
    const page = tutorPage;
    await page.goto('/schedule-management');
    const weekday = wallClock(Date.parse(lesson.start), 'Africa/Cairo').weekday;
    const card = day(page, weekday);
    await card.getByTestId('booked-lesson').getByText(STUDENT.name).waitFor();

    const remove = card.getByRole('button', {
      name: new RegExp(`^احذف الفترة .* يوم ${DAYS[weekday]}$`),
    });
    while ((await remove.count()) > 0) await remove.first().click();
    // The screen already warns that the lesson falls outside the new week.
    await card.getByText('برّه مواعيدك الجديدة').waitFor();
    await page.getByTestId('save-schedule').click();

    const alert = page.getByTestId('schedule-conflict');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    const text = (await alert.textContent()) ?? '';
    // Its sentence once (the catalogue's line above the lead said it twice).
    expect(text.split('التعديل ده هيشيل وقت فيه حصص محجوزة').length - 1).toBe(1);
    expect(text).toContain(STUDENT.name);
    expect(text).toContain(DAYS[weekday]);
    expect(await alert.getByTestId('blocking-lesson').count()).toBe(1);
    await screenshot(page, 'tutor-schedule-conflict-light');
    await ui.themeToggle(page).first().click();
    await expect.poll(() => isDark(page)).toBe(true);
    await screenshot(page, 'tutor-schedule-conflict-dark');
    await ui.themeToggle(page).first().click();
    await expect.poll(() => isDark(page)).toBe(false);

    // Nothing was written: the lesson is still covered on the server.
    const { token } = await server.login(TUTOR);
    const held = await server.call<{ slots: { weekday: number }[] }>(
      token,
      'GET',
      '/availability-slot/',
    );
    expect(held.body.slots.some((s) => s.weekday === weekday)).toBe(true);

    // The way forward: give the lesson its time back, then the save goes through.
    await alert.getByRole('button', { name: 'رجّع وقت الحصة لمواعيدي' }).click();
    await alert.getByText('مواعيدك دلوقتي بتغطي الحصص دي').waitFor();
    await page.getByTestId('save-schedule').click();
    await toastWith(page, 'اتحفظت مواعيدك').waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  it('drops a lesson the student cancels, without a reload, with a toast', async () => {
    const page = tutorPage;
    await page.goto('/t/dashboard');
    const upcoming = page.getByTestId('lessons-upcoming');
    await upcoming.getByText(STUDENT.name).waitFor();
    const { token } = await server.login(STUDENT);
    const cancel = await server.call(token, 'PATCH', '/lesson', { id: lesson.id, cancel: true });
    expect(cancel.status).toBe(200);
    await toastWith(page, 'حصة اتلغت').waitFor();
    await page.getByText('مفيش حصص قادمة لسه').waitFor();
    expect(withoutFailedLoads(tutorErrors)).toEqual([]);
  });

  it('settings: saves the profile texts and topics, and refuses a non-Arabic bio in Arabic', async () => {
    const page = tutorPage;
    await page.goto('/t/profile-settings');
    const bio = page.getByLabel('نبذة قصيرة (بالعربي)');
    await expect.poll(() => bio.inputValue()).not.toBe('');
    await bio.fill('English tutor with eight years of experience');
    await page.getByRole('button', { name: 'حفظ الملف' }).click();
    await page.getByText(errorMessage('invalid-bio')).waitFor();
    await bio.fill('مدرّس محادثة إنجليزية للمبتدئين والمحترفين');
    await page.getByRole('button', { name: 'حفظ الملف' }).click();
    await toastWith(page, 'اتحفظ ملفك').waitFor();

    const topics = page.getByRole('group').getByRole('checkbox');
    await topics.first().waitFor();
    const first = topics.first();
    const wasChecked = await first.isChecked();
    await first.click();
    await page.getByRole('button', { name: 'حفظ التخصصات' }).click();
    await toastWith(page, 'اتحفظت تخصصاتك').waitFor();
    await page.reload();
    await expect.poll(() => bio.inputValue()).toBe('مدرّس محادثة إنجليزية للمبتدئين والمحترفين');
    await expect
      .poll(() => page.getByRole('group').getByRole('checkbox').first().isChecked())
      .toBe(!wasChecked);

    await page.getByRole('link', { name: 'إعدادات الحساب' }).click();
    await page.waitForURL(/account-settings/);
    const name = page.getByLabel('الاسم (بالعربي)');
    await expect.poll(() => name.inputValue()).toBe('أحمد حسن');
    await name.fill('Ahmed Hassan');
    await page.getByRole('button', { name: 'حفظ البيانات' }).click();
    await page.getByText(errorMessage('invalid-tutor-name')).waitFor();
    await name.fill('أحمد حسن علي');
    await page.getByRole('button', { name: 'حفظ البيانات' }).click();
    await toastWith(page, 'اتحفظت بياناتك').waitFor();
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('أحمد حسن علي');

    // Password: a code to the account's e-mail, then the new password; the old one stops working.
    await page.getByRole('button', { name: 'ابعت الكود' }).click();
    await page.getByLabel('الكود').waitFor();
    await page.getByLabel('الكود').fill(await server.latestCode(TUTOR.email));
    await page.getByLabel('كلمة المرور الجديدة').fill('short');
    await page.getByLabel('تأكيد كلمة المرور').fill('short');
    await page.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
    await page.getByText(errorMessage('short-password')).waitFor();
    await page.getByLabel('كلمة المرور الجديدة').fill('Kalam2027new');
    await page.getByLabel('تأكيد كلمة المرور').fill('Kalam2027new');
    await page.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
    await toastWith(page, 'اتغيّرت كلمة المرور').waitFor();
    expect((await server.call(null, 'POST', '/auth/password', TUTOR)).status).toBe(401);
    TUTOR.password = 'Kalam2027new';
    expect((await server.call(null, 'POST', '/auth/password', TUTOR)).status).toBe(200);
    // Still signed in here: the screen took the new token.
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('أحمد حسن علي');
    expect(withoutFailedLoads(tutorErrors)).toEqual([]);
  });
});

describe('completing the tutor profile', () => {
  it('walks the three steps from what is saved and lands on the dashboard', async () => {
    const page = tutorPage;
    await page.goto('/t/complete-profile');
    await page.getByText('الخطوة ١ من ٣').waitFor();
    const name = page.getByLabel('الاسم (بالعربي)');
    expect(await name.inputValue()).toBe('أحمد حسن علي');
    // Typed on an Arabic keyboard: saved as the year it shows (Number() alone read it as NaN).
    await page.getByLabel('سنة الميلاد').fill('١٩٩٠');
    // A name in English is the server's refusal: said under the name, which takes the focus.
    await name.fill('Ahmed Hassan');
    await page.getByRole('button', { name: 'التالي' }).click();
    expect(await refusalOf(name)).toEqual({
      invalid: true,
      said: 'اسم المدرّس لازم يكون بالعربي.',
      focused: true,
    });
    expect(await screenshotFourWays(page, 'refusal-t-complete-profile-name')).toEqual([]);
    // That refusal was asked for: it is the one failed call this walk may leave.
    const asked = tutorErrors.findIndex((p) => /^PUT \/api\/v1\/user\/\S+ 400$/.test(p));
    expect(asked).toBeGreaterThanOrEqual(0);
    tutorErrors.splice(asked, 1);
    await name.fill('أحمد حسن علي');
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByText('الخطوة ٢ من ٣').waitFor();
    // The texts saved in settings are there to edit, not blank.
    expect(await page.getByLabel('نبذة قصيرة (بالعربي)').inputValue()).toBe(
      'مدرّس محادثة إنجليزية للمبتدئين والمحترفين',
    );
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByText('الخطوة ٣ من ٣').waitFor();
    await page.getByRole('button', { name: 'إنهاء' }).click();
    await page.waitForURL(/\/t\/dashboard/);
    // The dashboard says the profile is ready, first in the page, not in a toast over it (257).
    await expect
      .poll(() => page.getByTestId('moved-on-notice').textContent())
      .toBe('ملفك جاهز. حدّد مواعيدك عشان الطلاب يحجزوا.');
    expect(await page.getByTestId('toast').count()).toBe(0);
    await screenshot(page, 'moved-on-tutor-profile-done');
    const { token } = await server.login(TUTOR);
    const me = await server.call<{ birthYear: number }>(token, 'GET', '/user/current');
    expect(me.body.birthYear).toBe(1990);
    expect(withoutFailedLoads(tutorErrors)).toEqual([]);
  });
});

describe('screens in both themes', () => {
  // One lesson on the books, so the dashboard and the week show one.
  beforeAll(async () => {
    lesson = await bookLessonAsStudent(60);
  });

  const screens = [
    { path: '/t/dashboard', name: 'dashboard' },
    { path: '/schedule-management', name: 'schedule' },
    { path: '/t/account-settings', name: 'account-settings' },
    { path: '/t/profile-settings', name: 'profile-settings' },
    { path: '/t/complete-profile', name: 'complete-profile' },
  ];

  it.each(['light', 'dark'] as const)(
    '%s: every tutor screen draws, with no console error and no serious axe violation',
    async (theme) => {
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await newContext(browser, server.url, { colorScheme: theme, viewport });
        const page = await context.newPage();
        const errors = watchProblems(page);
        await signIn(page);
        for (const s of screens) {
          await page.goto(s.path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          // That screen, not the sign-in page a lost session would show with an h1 of its own.
          expect(new URL(page.url()).pathname).toBe(s.path);
          await expect.poll(() => page.locator('[role="status"][aria-label]').count()).toBe(0);
          expect(await page.locator('h1').count()).toBe(1);
          await screenshot(page, `tutor-${s.name}-${theme}${viewport === 'phone' ? '-phone' : ''}`);
          expect(await seriousViolations(page), `${s.path} (${theme}, ${viewport})`).toEqual([]);
        }
        expect(withoutFailedLoads(errors)).toEqual([]);
        await context.close();
      }
    },
    // Twenty screens with an axe pass each.
    120_000,
  );
});

/**
 * The demo student books a 15-minute lesson with the demo tutor through the API, as the student
 * screens would: an admin grants a plan (once), the tutor is available all week, and the start
 * is the first quarter hour past the tutor's 30-minute notice (plus `leadMinutes` − 30).
 */
async function bookLessonAsStudent(leadMinutes = 35): Promise<LessonDto> {
  const admin = await server.login(ADMIN);
  const student = await server.login(STUDENT);
  const tutor = await server.login(TUTOR);
  const current = await server.call(student.token, 'GET', '/sub/user');
  if (current.status === 404) {
    const plans = await server.call<{ list: { id: string }[] }>(
      admin.token,
      'GET',
      '/plan/list?size=10',
    );
    const granted = await server.call(admin.token, 'POST', '/sub', {
      userId: student.user.id,
      planId: plans.body.list[0]!.id,
      period: 'Month',
    });
    expect(granted.status).toBe(201);
  }
  const week = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: 0, end: 1440 }));
  const open = await server.call(tutor.token, 'POST', '/availability-slot/', { slots: week });
  expect(open.status).toBe(200);

  const start = Math.ceil((Date.now() + leadMinutes * 60_000) / QUARTER) * QUARTER;
  const { end } = bookingWeek(Date.now());
  if (start + QUARTER > end) return enterNextWeeksLesson(end, tutor.user.id, student);
  const booked = await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId: tutor.user.id,
    start: new Date(start).toISOString(),
    duration: 15,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body;
}

/**
 * Bookings stay inside the current Cairo week (decision 020), so in the last minutes of a
 * Saturday no student can book at all. Then the fixture enters next Sunday's lesson the way the
 * booking service stores one and announces it on the same bus, so the screens see the same thing.
 */
async function enterNextWeeksLesson(
  weekEnd: number,
  tutorId: string,
  student: { token: string; user: { id: string } },
): Promise<LessonDto> {
  const { deps } = server;
  const id = randomUUID();
  new LessonsRepository(deps.db).insert({
    id,
    tutorId,
    studentId: student.user.id,
    subscriptionId: null,
    start: weekEnd + 10 * 60 * 60_000,
    duration: 15,
    price: 15 * TUTOR_EARNING_PER_MINUTE,
    status: 'pending',
    createdAt: Date.now(),
    updatedAt: deps.changeClock.next(),
  });
  deps.bus.publish('lesson-booked', { lessonId: id, tutorId, studentId: student.user.id });
  return (await server.call<LessonDto>(student.token, 'GET', `/lesson/${id}`)).body;
}
