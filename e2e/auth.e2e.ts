/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorMessage, toArabicDigits } from '@kalam/shared';
import { ui } from './support/app.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  watchFailedCalls,
  withoutFailedLoads,
} from './support/browser.ts';
import { refusalOf, screenshotFourWays } from './support/refusal.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

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

describe('a student signs up, verifies, completes the profile, signs out and in', () => {
  it('goes through the whole flow in the browser', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // A new student has no plan yet: the dashboard asks and is told 404, and says so.
    const failed = watchFailedCalls(page, [
      'GET /api/v1/sub/user 404',
      'POST /api/v1/confirmation-code/email/confirm 400', // the wrong code typed on purpose
      'POST /api/v1/auth/password 401', // the wrong password typed on purpose
    ]);
    const email = `sara.${Date.now()}@example.com`;
    const password = 'Kalam2026ok';

    await page.goto('/register/student');
    await ui.name(page).fill('سارة محمد');
    await ui.email(page).fill(email);
    await ui.password(page).fill(password);
    if (await ui.confirmPassword(page).count()) await ui.confirmPassword(page).fill(password);
    // The typed password keeps clear of the show/hide switch beside it (the dots ran under it).
    const typed = await ui.password(page).evaluate((input) => {
      const box = input.getBoundingClientRect();
      const style = getComputedStyle(input);
      const eye = input.parentElement!.parentElement!.querySelector('button')!;
      const switchBox = eye.getBoundingClientRect();
      return {
        textLeft: box.left + parseFloat(style.paddingLeft),
        textRight: box.right - parseFloat(style.paddingRight),
        switchLeft: switchBox.left,
        switchRight: switchBox.right,
      };
    });
    expect(
      typed.switchRight <= typed.textLeft || typed.switchLeft >= typed.textRight,
      JSON.stringify(typed),
    ).toBe(true);
    await screenshot(page, 'app-register');
    await ui.submit(page).click();

    // The 5-digit code goes to the dev outbox on `local`.
    await ui.code(page).first().waitFor();
    const code = await server.latestCode(email);
    // A wrong code is said under the field, tied to it, with focus back in it (not a far toast).
    const field = ui.code(page).first();
    await field.fill(code === '00000' ? '11111' : '00000');
    await field.press('Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('الكود مش صح');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typed in Arabic-Indic digits, as the e-mail gives it first («٦٠٢٣٥ (60235)»): accepted.
    await field.fill(toArabicDigits(code));
    await ui.submit(page).click();

    await page.waitForURL(/complete-profile/);
    // The accepted code is said in the profile's card, not in a toast over its top (253).
    await expect
      .poll(() => page.getByTestId('moved-on-notice').textContent())
      .toBe('تم تأكيد إيميلك.');
    expect(await page.getByTestId('toast').count()).toBe(0);
    await screenshot(page, 'app-complete-profile');
    // A birth year typed in Arabic-Indic digits is saved (it was sent as null and refused).
    await page.getByLabel('سنة الميلاد').fill('١٩٩٨');
    // Steps: main info, bio, favourite topics; each step's own submit moves on.
    // The step is in the address (?step=), so each submit is done when the address moves on.
    for (let step = 0; step < 3 && /complete-profile/.test(page.url()); step += 1) {
      const before = page.url();
      await ui.submit(page).click();
      await page.waitForURL((url) => url.href !== before);
    }
    await page.waitForURL((url) => !/complete-profile|register/.test(url.pathname));
    const saved = await server.call<{ birthYear: number | null }>(
      (await server.login({ email, password })).token,
      'GET',
      '/user/current',
    );
    expect(saved.body.birthYear).toBe(1998);

    // The home's header has drawn (its account menu, or a sign-out of its own) before either is read.
    await ui.userMenu(page).or(ui.signOut(page)).first().waitFor();
    if (await ui.userMenu(page).count()) await ui.userMenu(page).click();
    await ui.signOut(page).click();
    await page.waitForURL(/\/login|\/$/);

    await page.goto('/login');
    await ui.email(page).fill(email);
    // A wrong password is said at the form, above its button, not in a toast in a far corner.
    await ui.password(page).fill('Kalam2026no');
    await ui.submit(page).click();
    const failure = page.locator('form').getByRole('alert');
    await failure.filter({ hasText: errorMessage('wrong-password') }).waitFor();
    expect(await ui.toast(page).count()).toBe(0);
    const [said, button] = await Promise.all([
      failure.boundingBox(),
      ui.submit(page).boundingBox(),
    ]);
    expect(said!.y + said!.height).toBeLessThanOrEqual(button!.y);
    expect(await screenshotFourWays(page, 'login-wrong-password')).toEqual([]);
    await ui.password(page).fill(password);
    await ui.submit(page).click();
    await page.waitForURL((url) => !/login/.test(url.pathname));
    const token = await page.evaluate(() => Object.keys(localStorage).length);
    expect(token).toBeGreaterThan(0);
    expect(withoutFailedLoads(errors)).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });
});

describe('a forgotten password is reset by the e-mailed code', () => {
  it('lands on her home, which says the new password is saved, with no toast over it', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // One account a theme: a second code to one address waits out the resend time.
      const email = `reset.${colorScheme}.${Date.now()}@example.com`;
      await server.deps.usersService.createWithRole({
        email,
        password: 'Kalam2026old',
        name: 'منى علي',
        role: 'Student',
        verifiedEmail: true,
      });
      const context = await newContext(browser, server.url, { viewport: 'phone', colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // A new student has no plan yet: her dashboard asks and is told 404, and says so.
      const failed = watchFailedCalls(page, ['GET /api/v1/sub/user 404']);
      await page.goto('/login');
      await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
      await page.waitForURL(/\/forget-password/);
      await ui.email(page).fill(email);
      await ui.submit(page).click();
      await ui.code(page).first().waitFor();
      await ui
        .code(page)
        .first()
        .fill(await server.latestCode(email));
      const password = 'Kalam2026new';
      await page.getByLabel('كلمة المرور الجديدة').fill(password);
      await ui.confirmPassword(page).fill(password);
      await ui.submit(page).click();

      await page.waitForURL(/\/s\/dashboard$/);
      // Said at the top of the page it moved to, under the header, not in a toast over it (257).
      const notice = page.getByTestId('moved-on-notice');
      await expect.poll(() => notice.textContent()).toBe('اتغيّرت كلمة المرور واتسجّل دخولك.');
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await page.getByTestId('toast').count()).toBe(0);
      // First in the page, above the heading; the sticky header covers none of it.
      const [box, header] = await Promise.all([
        notice.boundingBox(),
        page.locator('header').first().boundingBox(),
      ]);
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(box!.y).toBeLessThan(h1!.y);
      await screenshot(page, `moved-on-reset-phone-${colorScheme}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, `moved-on-reset-desktop-${colorScheme}`);
      // The next page leaves it behind.
      await page.getByTestId('main-nav').getByRole('link', { name: 'المدرّسين' }).click();
      await page.waitForURL(/\/tutors/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.getByTestId('moved-on-notice').count()).toBe(0);
      expect((await server.login({ email, password })).token).toBeTruthy();
      expect(withoutFailedLoads(errors)).toEqual([]);
      expect(failed).toEqual([]);
      await context.close();
    }
  });
});

/** Signs a new student up by clicking and stops on the profile's first step. */
async function newStudentOnProfile(colorScheme: 'light' | 'dark') {
  const context = await newContext(browser, server.url, { viewport: 'phone', colorScheme });
  const page = await context.newPage();
  const email = `phone.${Date.now()}@example.com`;
  await page.goto('/register/student');
  await ui.name(page).fill('سلمى حسن');
  await ui.email(page).fill(email);
  await ui.password(page).fill('Kalam2026ok');
  if (await ui.confirmPassword(page).count()) await ui.confirmPassword(page).fill('Kalam2026ok');
  await ui.submit(page).click();
  await ui.code(page).first().waitFor();
  await ui
    .code(page)
    .first()
    .fill(await server.latestCode(email));
  await ui.submit(page).click();
  await page.waitForURL(/complete-profile/);
  // The address changes before the page is drawn: its line about the code says it is there.
  await page.getByTestId('moved-on-notice').waitFor();
  return { context, page, email };
}

const subtitle = (page: Page) => page.locator('main p').first().textContent();

describe('a phone typed on the complete profile is verified right there', () => {
  it('sends the code by WhatsApp, counts down before another, and verifies the phone', async () => {
    const { context, page, email } = await newStudentOnProfile('light');
    const errors = watchErrors(page);
    const phone = `010${String(Date.now()).slice(-8)}`;
    // Typed in Arabic-Indic digits with spaces, as many do; shown back in the page's digits.
    const indic = phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    await page.getByLabel('رقم الموبايل').fill(` ${indic.slice(0, 3)} ${indic.slice(3)} `);
    await ui.submit(page).click();

    const check = page.getByTestId('phone-check');
    await check.waitFor();
    expect(await check.textContent()).toContain(indic);
    await screenshot(page, 'newuser-phone-check-light');
    await check.getByRole('button', { name: 'ابعت الكود' }).click();
    // The code went out: another one only after the server's wait, counted down on screen.
    const resend = check.getByRole('button', { name: 'ابعت كود جديد' });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    expect(await check.getByRole('status').textContent()).toMatch(
      /^طلب كود جديد ممكن بعد [٠-٩]+ ثانية/,
    );
    await screenshot(page, 'newuser-phone-code-light');

    // A wrong code is refused under the field and changes nothing.
    await ui.code(page).fill('00000');
    await check.getByRole('button', { name: 'تأكيد الرقم' }).click();
    await check.locator('[role="alert"], [id$="-error"]').first().waitFor();
    const code = await server.latestCode(`+2${phone}`);
    await ui.code(page).fill(code);
    await check.getByRole('button', { name: 'تأكيد الرقم' }).click();
    await check.waitFor({ state: 'detached' });
    // On to the second step, with the phone verified.
    expect(await subtitle(page)).toContain('٢ من ٣');
    // A refresh keeps her place; the back button shows the first step with her number as typed.
    await page.reload();
    await expect.poll(() => subtitle(page)).toContain('٢ من ٣');
    await page.goBack();
    await expect.poll(() => subtitle(page)).toContain('١ من ٣');
    expect(await page.getByLabel('رقم الموبايل').inputValue()).toBe(phone);
    await page.goForward();
    await expect.poll(() => subtitle(page)).toContain('٢ من ٣');
    // The step has its own way back (not only the browser's), and each field that may be left
    // empty says so; the name, which she already gave, does not.
    expect(await page.getByLabel('مستواك في الإنجليزي (اختياري)').count()).toBe(1);
    await page.getByRole('button', { name: 'السابق', exact: true }).click();
    await expect.poll(() => subtitle(page)).toContain('١ من ٣');
    const labels = await page.locator('main form label').allTextContents();
    expect(labels).toEqual([
      'الاسم',
      'النوع (اختياري)',
      'سنة الميلاد (اختياري)',
      'المحافظة (اختياري)',
      'رقم الموبايل (اختياري)',
    ]);
    expect(await screenshotFourWays(page, 'newuser-profile-step-one-back')).toEqual([]);
    const { token } = await server.login({ email, password: 'Kalam2026ok' });
    const me = await server.call<{ phone: string; verifiedPhone: boolean }>(
      token,
      'GET',
      '/user/current',
    );
    expect(me.body).toMatchObject({ phone: `+2${phone}`, verifiedPhone: true });
    expect(withoutFailedLoads(errors)).toEqual([]);
    await context.close();
  });

  it('lets the student verify later: «بعدين» moves on with the phone saved but unverified', async () => {
    const { context, page, email } = await newStudentOnProfile('dark');
    await page.getByLabel('رقم الموبايل').fill(`011${String(Date.now()).slice(-8)}`);
    await ui.submit(page).click();
    await page.getByTestId('phone-check').waitFor();
    await screenshot(page, 'newuser-phone-check-dark');
    await page.getByTestId('phone-check-later').click();
    await page.getByTestId('phone-check').waitFor({ state: 'detached' });
    expect(await subtitle(page)).toContain('٢ من ٣');
    const { token } = await server.login({ email, password: 'Kalam2026ok' });
    const me = await server.call<{ verifiedPhone: boolean }>(token, 'GET', '/user/current');
    expect(me.body.verifiedPhone).toBe(false);
    await context.close();
  });
});

describe('a refusal from the server is said under its field, which takes the focus', () => {
  it('sign-up: an e-mail that has an account already', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/register/student');
    await ui.name(page).fill('سارة محمد');
    await ui.email(page).fill('student@kalam.test');
    await ui.password(page).fill('Kalam2026ok');
    await ui.confirmPassword(page).fill('Kalam2026ok');
    await ui.submit(page).click();
    // The visitor's gender is not known: the line needs none (not the catalogue's «سجّل دخول»).
    expect(await refusalOf(ui.email(page))).toEqual({
      invalid: true,
      said: 'الإيميل ده متسجّل قبل كده: ممكن تسجيل الدخول بيه، أو إنشاء الحساب بإيميل تاني.',
      focused: true,
    });
    expect(await screenshotFourWays(page, 'refusal-register-email')).toEqual([]);
    await context.close();
  });

  it('complete profile: a name with a digit, then the next steps in the gender she chose', async () => {
    const { context, page } = await newStudentOnProfile('light');
    const errors = watchErrors(page);
    // Before the gender is chosen the page needs none (decision 248).
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('استكمال ملفك');
    await ui.name(page).fill('سلمى ٢');
    await page.getByLabel('النوع').selectOption('female');
    await ui.submit(page).click();
    expect(await refusalOf(ui.name(page))).toEqual({
      invalid: true,
      said: 'الاسم لازم يكون حروف بس، من غير أرقام أو رموز أو إيموجي.',
      focused: true,
    });
    expect(await screenshotFourWays(page, 'refusal-complete-profile-name')).toEqual([]);
    await ui.name(page).fill('سلمى حسن');
    await ui.submit(page).click();
    await expect.poll(() => subtitle(page)).toContain('٢ من ٣');
    // Saved as a woman: the rest of the page speaks to her.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('كمّلي ملفك');
    expect(
      await page.getByLabel('مستواك في الإنجليزي').locator('option').first().textContent(),
    ).toBe('اختاري');
    expect(withoutFailedLoads(errors)).toEqual([]);
    await context.close();
  });
});

describe('a mistyped address is fixed on the verify page', () => {
  it('signs up with a typo, corrects it, and verifies with the code sent to the right address', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    const stamp = Date.now();
    const typo = `nour.${stamp}@exmaple.com`;
    const right = `nour.${stamp}@example.com`;
    await page.goto('/register/student');
    await ui.name(page).fill('نور أحمد');
    await ui.email(page).fill(typo);
    await ui.password(page).fill('Kalam2026ok');
    if (await ui.confirmPassword(page).count()) await ui.confirmPassword(page).fill('Kalam2026ok');
    await ui.submit(page).click();
    await ui.code(page).first().waitFor();
    await expect.poll(() => page.getByTestId('code-sent-to').textContent()).toContain(typo);

    // A new account's gender is unknown: every line here needs none (decision 248).
    expect(await page.getByTestId('code-sent-hint').textContent()).toBe(
      'الكود بيتكتب هنا، أو الرابط اللي في الرسالة بيأكّد على طول. الرسالة مش ظاهرة؟ ممكن تكون في الرسائل غير المرغوب فيها.',
    );
    await page.getByRole('button', { name: 'العنوان ده غلط؟ تصحيح العنوان' }).click();
    // An address another account has is refused under the field, which keeps the focus.
    const address = page.getByLabel('الإيميل الصح');
    await address.fill('student@kalam.test');
    await page.getByRole('button', { name: 'حفظ العنوان وإرسال الكود' }).click();
    expect(await refusalOf(address)).toEqual({
      invalid: true,
      said: 'الإيميل ده متسجّل لحساب تاني في كلام.',
      focused: true,
    });
    expect(await screenshotFourWays(page, 'refusal-fix-address')).toEqual([]);
    await address.fill(right);
    await page.getByRole('button', { name: 'حفظ العنوان وإرسال الكود' }).click();
    await expect.poll(() => page.getByTestId('code-sent-to').textContent()).toContain(right);
    await screenshot(page, 'verify-fixed-address');

    const code = await server.latestCode(right);
    await ui.code(page).first().fill(code);
    await ui.submit(page).click();
    await page.waitForURL(/complete-profile/);
    await context.close();
  });
});

describe("a role's screens stay with that role", () => {
  const people = [
    {
      email: 'admin@kalam.test',
      password: E2E_ADMIN_PASSWORD,
      login: '/admin/login',
      home: /\/admin\/?$/,
      own: [] as string[],
    },
    {
      email: 'ahmed.tutor@kalam.test',
      password: 'Kalam2026',
      login: '/login',
      home: /\/t\/dashboard$/,
      own: ['/t/dashboard', '/t/onboarding'],
    },
    {
      email: 'student@kalam.test',
      password: 'Kalam2026',
      login: '/login',
      home: /\/s\/dashboard$/,
      own: ['/s/dashboard', '/checkout/x/Month'],
    },
  ];
  const elsewhere = ['/s/dashboard', '/t/dashboard', '/checkout/x/Month', '/t/onboarding'];

  it("sends anyone who opens another role's screen to their own home", async () => {
    for (const person of people) {
      const context = await newContext(browser, server.url, { viewport: 'phone' });
      const page = await context.newPage();
      await page.goto(person.login);
      await ui.email(page).fill(person.email);
      await ui.password(page).fill(person.password);
      await ui.submit(page).click();
      await page.waitForURL(person.home);
      for (const address of elsewhere) {
        await page.goto(address);
        const mine = person.own.includes(address);
        await page.waitForURL((url) =>
          mine ? url.pathname === address : person.home.test(url.pathname),
        );
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(new URL(page.url()).pathname, `${person.email} at ${address}`).toMatch(
          mine ? address : person.home,
        );
        // Nobody is greeted with another person's next lesson.
        if (!person.email.startsWith('student'))
          expect(await page.getByText('حصتك الجاية').count()).toBe(0);
      }
      await context.close();
    }
  });
});

describe('signing out in one tab', () => {
  it('signs the other tab out too, with an Arabic line, and back in where it was', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const first = await context.newPage();
    await first.goto('/login');
    await ui.email(first).fill('student@kalam.test');
    await ui.password(first).fill('Kalam2026');
    await ui.submit(first).click();
    await first.waitForURL(/\/s\/dashboard/);
    const second = await context.newPage();
    await second.goto('/upcoming-lessons');
    await second.getByRole('heading', { level: 1 }).first().waitFor();
    await ui.userMenu(first).click();
    await ui.signOut(first).click();
    await first.waitForURL(/\/login/);
    // The other tab does not go on as the student: it is at sign-in, told why, and comes back.
    await second.waitForURL(/\/login\?next=%2Fupcoming-lessons/);
    await second.getByText('خرجتي من حسابك في صفحة تانية').first().waitFor();
    // Signing in again in the first tab brings the second back where it was, not to a form.
    await ui.email(first).fill('student@kalam.test');
    await ui.password(first).fill('Kalam2026');
    await ui.submit(first).click();
    await first.waitForURL(/\/s\/dashboard/);
    await second.waitForURL(/\/upcoming-lessons$/);
    expect(await ui.password(second).count()).toBe(0);
    await context.close();
  });
});
