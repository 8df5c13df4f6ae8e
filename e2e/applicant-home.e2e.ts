import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, ui } from './support/app.ts';
import { launchBrowser, newContext, watchErrors, withoutFailedLoads } from './support/browser.ts';
import { screenshotFourWays } from './support/refusal.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import { DEMO_STUDIO_ADDRESS } from '../server/src/seed/demo-data.ts';

/*
 * Decision 269: an applicant's home says which onboarding step they are on and what to do next,
 * with one way on, in their gender; a tutor with no steps left sees none of it. Seeded people
 * (decision 256) at different steps sign in from the landing page and click on from their home.
 */
const PASSWORD = 'Kalam2026';
/** The demo seed's studio address (a platform setting, issue 40). */
const STUDIO_ADDRESS = DEMO_STUDIO_ADDRESS;

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in from the landing page's header (its menu on a phone) and waits for the home. */
async function home(email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, server.url, { viewport: 'phone' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.locator('#site-menu').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await ui.email(page).fill(email);
  await ui.password(page).fill(PASSWORD);
  await ui.submit(page).click();
  await page.waitForURL(/\/t\/dashboard$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

/** Staff sign in at /login (desktop) and land where their role lands. */
async function staff(email: string, landed: RegExp): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, { email, password: PASSWORD }, landed);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, errors };
}

const text = async (page: Page, testId: string) =>
  (await page.getByTestId('onboarding-now').getByTestId(testId).textContent())?.trim();

describe("the applicant's home", () => {
  it('tells Nadine, with no video yet, the first step and takes her to record it', async () => {
    const { page, errors } = await home('nadine.applicant@kalam.test');
    const card = page.getByTestId('onboarding-now');
    await card.getByRole('heading', { name: 'الخطوة ١ من ٤: الفيديو التعريفي' }).waitFor();
    await card.getByText('فيديو قصير تعرّفي فيه نفسك بالإنجليزي.').waitFor();
    expect(await card.getByText('عليك الدور').count()).toBe(1);
    // One way on, and no second link to the same page in the setup notice.
    expect(await page.getByRole('main').locator('a[href="/t/onboarding"]').count()).toBe(1);
    // Nothing of a working tutor's zeros under it (decision 271): the step is the whole home.
    await page.getByText('حصصك وأرباحك هتبان هنا').waitFor();
    for (const part of ['stat-earnings', 'lessons-upcoming', 'lessons-past'])
      expect(await page.getByTestId(part).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'رصيدك' }).count()).toBe(0);
    expect(await screenshotFourWays(page, 'applicant-home-video')).toEqual([]);
    await card.getByRole('link', { name: 'سجّلي الفيديو التعريفي' }).click();
    await page.waitForURL(/\/t\/onboarding$/);
    await page
      .getByTestId('step-intro-video')
      .getByRole('button', { name: 'سجّلي من الكاميرا' })
      .waitFor();
    expect(withoutFailedLoads(errors)).toEqual([]);
  });

  it('tells Mostafa, in his gender, that his video waits for review', async () => {
    const { page } = await home('mostafa.applicant@kalam.test');
    const card = page.getByTestId('onboarding-now');
    await card.getByRole('heading', { name: 'الخطوة ١ من ٤: الفيديو التعريفي' }).waitFor();
    await card.getByText('فيديوك عند المراجعة، هنقولك أول ما يتراجع.').waitFor();
    await card.getByRole('link', { name: 'افتح خطوات الانضمام' }).click();
    await page.waitForURL(/\/t\/onboarding$/);
    await page.getByTestId('intro-video-waiting').waitFor();
  });

  it('tells Reem her interview is booked, when, and that the room opens later', async () => {
    const { page } = await home('reem.applicant@kalam.test');
    const card = page.getByTestId('onboarding-now');
    await card.getByRole('heading', { name: 'الخطوة ٢ من ٤: المقابلة' }).waitFor();
    expect(await text(page, 'next-onboarding-call-when')).toMatch(
      /^ميعادك .*[٠-٩]+ (الصبح|الضهر|العصر|بالليل)/,
    );
    await card.getByText('الغرفة بتفتح قبل الميعاد بعشر دقايق.').waitFor();
    expect(await card.getByRole('link', { name: 'ادخلي غرفة المقابلة' }).count()).toBe(0);
    expect(await screenshotFourWays(page, 'applicant-home-interview')).toEqual([]);
  });

  it('tells Salma the studio will set her photo session, and where the studio is', async () => {
    const { page } = await home('salma.applicant@kalam.test');
    const card = page.getByTestId('onboarding-now');
    await card.getByRole('heading', { name: 'الخطوة ٤ من ٤: جلسة التصوير' }).waitFor();
    await card.getByText('الاستوديو هيحدّد معاكي ميعاد التصوير ويبلّغك.').waitFor();
    // The step itself says where to go: the platform setting (the demo seed's address).
    await card.getByRole('link', { name: 'افتحي خطوات الانضمام' }).click();
    await page.waitForURL(/\/t\/onboarding$/);
    const address = page.getByTestId('step-photo-session').getByTestId('studio-address');
    expect(await address.textContent()).toBe(`عنوان الاستوديو: ${STUDIO_ADDRESS}`);
    expect(await screenshotFourWays(page, 'onboarding-photo-step-address')).toEqual([]);
  });

  it('shows the tutor manager, where she lands, the intro videos waiting for her review', async () => {
    const { page, errors } = await staff('hoda.manager@kalam.test', /\/t\/dashboard$/);
    // Mostafa's video waits (the demo seed): her home lists it, whatever calls the day holds.
    const videos = page.getByTestId('manager-videos');
    await videos.getByRole('heading', { name: 'فيديوهات مستنية مراجعة' }).waitFor();
    const mostafa = videos.getByTestId('waiting-video').filter({ hasText: 'مصطفى جمال' });
    await mostafa.waitFor();
    expect(await mostafa.textContent()).toMatch(/اتبعت .*[٠-٩]/);
    expect(await screenshotFourWays(page, 'manager-home-videos')).toEqual([]);
    // One click to the video's player and its buttons on /interviews.
    await mostafa.getByRole('link', { name: 'راجعي: مصطفى جمال' }).click();
    await page.waitForURL(/\/interviews\?review=/);
    const review = page.getByTestId('video-review').filter({ hasText: 'مصطفى جمال' });
    await review.getByRole('button', { name: 'اقبلي' }).waitFor();
    expect(withoutFailedLoads(errors)).toEqual([]);
  });

  it('shows the studio, where it lands, who waits for a shoot and the appointments in date order', async () => {
    const { page, errors } = await staff('tarek.studio@kalam.test', /\/admin\/photo-sessions$/);
    const ready = page.getByTestId('studio-ready');
    await ready.getByRole('listitem').filter({ hasText: 'سلمى يوسف' }).waitFor();
    // Eslam's shoot is booked: an appointment, not waiting.
    expect(await ready.getByText('إسلام عاطف').count()).toBe(0);
    const booked = page.getByTestId('studio-appointments').getByTestId('studio-session');
    await booked.filter({ hasText: 'إسلام عاطف' }).waitFor();
    expect(await screenshotFourWays(page, 'studio-home')).toEqual([]);
    // He books Salma's on the last day offered: after Eslam's, so read after it.
    await ready.getByRole('link', { name: 'حدّد ميعاد تصوير سلمى يوسف' }).click();
    await page.waitForURL(/\/admin\/photo-session\/[^/]+$/);
    const day = page.getByLabel('اليوم');
    await day.selectOption((await day.locator('option').last().getAttribute('value'))!);
    await page.getByLabel('الساعة').selectOption({ label: '١٠ الصبح' });
    await page.getByRole('button', { name: 'احجز الميعاد' }).click();
    await page.getByTestId('photo-session-status').waitFor();
    await page.goBack();
    await page.waitForURL(/\/admin\/photo-sessions$/);
    await booked.filter({ hasText: 'سلمى يوسف' }).waitFor();
    expect(await booked.allTextContents()).toEqual([
      expect.stringContaining('إسلام عاطف'),
      expect.stringContaining('سلمى يوسف'),
    ]);
    await ready.getByText('مفيش حد مستني ميعاد تصوير دلوقتي.').waitFor();
    expect(withoutFailedLoads(errors)).toEqual([]);
  });

  it('shows a tutor with no steps to take no onboarding card', async () => {
    const { page } = await home('ahmed.tutor@kalam.test');
    await page.getByRole('heading', { name: 'الحصص القادمة' }).waitFor();
    expect(await page.getByTestId('onboarding-now').count()).toBe(0);
    expect(await page.getByTestId('stat-earnings').count()).toBe(1);
    await page.getByRole('heading', { name: 'رصيدك' }).waitFor();
  });
});
