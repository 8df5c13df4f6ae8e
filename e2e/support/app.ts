/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import type { Page } from 'playwright-core';

/*
 * How the tests find the app's controls. One place, so a renamed label is a one-line change.
 * The spec'd behaviour is fixed; these names are what the core screens agreed to expose.
 */
export const ui = {
  themeToggle: (page: Page) => page.getByTestId('theme-toggle'),
  name: (page: Page) => page.getByLabel(/^الاسم/),
  email: (page: Page) => page.getByLabel('الإيميل', { exact: true }),
  password: (page: Page) => page.getByLabel(/^كلمة المرور/).first(),
  confirmPassword: (page: Page) => page.getByLabel(/تأكيد كلمة المرور/),
  code: (page: Page) => page.getByLabel(/الكود|رمز التحقق/),
  submit: (page: Page) => page.locator('form [type="submit"]').first(),
  // In the account menu it is a menu item (the right role there); elsewhere a button.
  signOut: (page: Page) =>
    page
      .getByRole('button', { name: /تسجيل الخروج/ })
      .or(page.getByRole('menuitem', { name: /تسجيل الخروج/ })),
  userMenu: (page: Page) => page.getByTestId('user-menu'),
  toasts: (page: Page) => page.getByRole('region').filter({ has: page.locator('li') }),
  toast: (page: Page) => page.locator('[data-testid="toast"], [role="status"][data-state="open"]'),
};

/** Whether the page is drawn dark (class or data attribute on <html>). */
export function isDark(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.classList.contains('dark') ||
      document.documentElement.dataset.theme === 'dark',
  );
}

/**
 * Signs someone in from the sign-in page as a person does, and waits until they land: their
 * dashboard by default, or wherever `landed` says.
 */
export async function signIn(
  page: Page,
  who: { email: string; password: string },
  landed: RegExp | ((url: URL) => boolean) = /\/(s|t)\/dashboard/,
): Promise<void> {
  await page.goto('/login');
  await ui.email(page).fill(who.email);
  await ui.password(page).fill(who.password);
  await ui.submit(page).click();
  await page.waitForURL(landed);
}
