import { byGender, type Gendered, type UserRole } from '@kalam/shared';
import { TODAY_CALLS_TITLE } from '../features/onboarding/today-title.ts';
import { ar } from '../i18n/ar.ts';

/** Who reads a tab title: a signed-in person's role and gender (decision 253). */
export type TitleReader = { role: UserRole } & Exclude<Gendered, null | undefined>;

const tutorDashboard = byGender('لوحة المدرّسة', 'لوحة المدرّس');

/**
 * Tab titles that name the reader's own role, in her gender; a tutor manager, who teaches no
 * one, gets her page's heading (today's calls) rather than «لوحة المدرّس».
 */
export const readerTitles = {
  studentDashboard: byGender('لوحة الطالبة', 'لوحة الطالب'),
  tutorDashboard: (reader: TitleReader) =>
    reader.role === 'TutorManager' ? TODAY_CALLS_TITLE : tutorDashboard(reader),
  onboarding: byGender('الانضمام كمدرّسة', 'الانضمام كمدرّس'),
  /** /invoices is a student's bills and a tutor's earnings and withdrawals, named as her menu. */
  invoices: (reader: TitleReader) => (reader.role === 'Tutor' ? ar.nav.earnings : ar.nav.invoices),
} satisfies Record<string, (reader: TitleReader) => string>;

/** A screen's tab title for whoever reads it: her own form when the screen has one. */
export function titleFor(
  screen: { title?: string; readerTitle?: (reader: TitleReader) => string },
  reader: TitleReader | null | undefined,
): string | undefined {
  return reader && screen.readerTitle ? screen.readerTitle(reader) : screen.title;
}
