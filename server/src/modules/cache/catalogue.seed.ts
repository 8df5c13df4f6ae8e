import type { AppDeps } from '../../deps.ts';
import type { SeedContext } from '../../seed/seeder.ts';

const DEMO_TOPICS = [
  { nameAr: 'المحادثة اليومية', nameEn: 'Conversation' },
  { nameAr: 'إنجليزية الأعمال', nameEn: 'Business English' },
  { nameAr: 'التحضير لاختبار IELTS', nameEn: 'IELTS preparation' },
  { nameAr: 'القواعد', nameEn: 'Grammar' },
  { nameAr: 'الإنجليزية للأطفال', nameEn: 'English for kids' },
  { nameAr: 'السفر والسياحة', nameEn: 'Travel' },
  { nameAr: 'مقابلات العمل', nameEn: 'Job interviews' },
  { nameAr: 'النطق', nameEn: 'Pronunciation' },
  { nameAr: 'الكتابة', nameEn: 'Writing' },
  { nameAr: 'المفردات', nameEn: 'Vocabulary' },
] as const;

/** Spec §9's three plan cards; prices in hundredths of EGP. */
const DEMO_PLANS = [
  { nameAr: 'الأساسية', nameEn: 'Basic', weeklyMinutes: 60, monthPrice: 45_000 },
  { nameAr: 'المتقدمة', nameEn: 'Advanced', weeklyMinutes: 120, monthPrice: 85_000 },
  { nameAr: 'الاحترافية', nameEn: 'Professional', weeklyMinutes: 230, monthPrice: 155_000 },
] as const;

/** Which demo topics (by index) each demo tutor teaches, in the order of the demo tutors. */
const TUTOR_TOPICS = [
  [0, 2, 6, 7],
  [0, 3, 4],
  [1, 6, 8],
] as const;

/** Idempotent: topics and plans by English name; a demo tutor's topics only while they have none. */
export function seedCatalogue(deps: AppDeps, context: SeedContext): void {
  const topicIds = DEMO_TOPICS.map(
    (t) => (deps.topics.byEnglishName(t.nameEn) ?? deps.topicsService.create(t)).id,
  );
  for (const p of DEMO_PLANS) {
    if (deps.plans.byEnglishName(p.nameEn)) continue;
    deps.plansService.create({
      ...p,
      monthDiscount: 0,
      quarterDiscount: 10,
      yearDiscount: 20,
      inviteOnly: false,
      maxLessons: null,
    });
  }
  context.tutorIds.forEach((tutorId, i) => {
    if (deps.topicsService.ofUser(tutorId).length > 0) return;
    const picks = TUTOR_TOPICS[i % TUTOR_TOPICS.length]!;
    deps.topicsService.change(
      tutorId,
      'replace',
      picks.map((k) => topicIds[k]!),
    );
  });
}
