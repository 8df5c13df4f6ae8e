import { safeReturnPath } from './checkout-logic.ts';

/** Where /card-added sends the user back to: the checkout they left to add a card. */
const KEY = 'kalam.checkout.return';

export function rememberCheckoutPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Private mode without storage: /card-added then offers /payments instead.
  }
}

export function takeCheckoutPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
