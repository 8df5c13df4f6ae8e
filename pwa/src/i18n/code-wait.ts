import { gendered, type Gendered } from '@kalam/shared';

/**
 * When a new code may be asked for, on the two screens that send one to a signed-in account (the
 * phone check, the password change): apart from `ar.ts`, which every screen loads first.
 */
export const codeWait = (seconds: string, reader: Gendered) =>
  gendered(reader, {
    female: `تقدري تطلبي كود جديد بعد ${seconds}.`,
    male: `تقدر تطلب كود جديد بعد ${seconds}.`,
    // A new account on the profile page may not have said its gender yet (decision 248).
    other: `طلب كود جديد ممكن بعد ${seconds}.`,
  });
