/**
 * Frequently asked questions, by audience (/faq, /faq/student, /faq/tutor). The questions are the
 * reader's own words (first person); the answers need no gender (decision 272). The answers that
 * state a platform setting are made with the rules in force, in `faq-answers.ts` (decision 278).
 */
export interface FaqItem {
  q: string;
  a: string;
}

export const FAQ_ROLES = ['student', 'tutor'] as const;
export type FaqRole = (typeof FAQ_ROLES)[number];

export const faqPage = {
  title: 'الأسئلة الشائعة — كلام',
  heading: 'الأسئلة الشائعة',
  lead: 'سؤالك مش هنا؟ فريقنا بيرد على كل رسالة بتوصله من صفحة «التواصل معنا».',
  tabsLabel: 'الأسئلة حسب نوع الحساب',
  roles: { student: 'للطلاب', tutor: 'للمدرّسين والمدرّسات' } satisfies Record<FaqRole, string>,
  contact: 'التواصل معنا',
};

/** The students' first questions: the landing page shows them, without the rules' wording. */
export const studentBasics: FaqItem[] = [
  {
    q: 'الحصة بتكون إزاي؟',
    a: 'الحصة مكالمة فيديو مباشرة بينك وبين المدرّس بس، من المتصفح على الموبايل أو اللابتوب، من غير تنزيل أي برنامج. وجوه الحصة فيه شات للكلمات الجديدة.',
  },
  {
    q: 'مدة الحصة قد إيه؟',
    a: '١٥ دقيقة أو ٣٠ دقيقة، والاختيار وقت الحجز. الدقايق بتتخصم من رصيدك الأسبوعي.',
  },
  {
    q: 'الباقات بتشتغل إزاي؟',
    a: 'كل باقة ليها عدد دقايق في الأسبوع: ٦٠ أو ١٢٠ أو ٢٣٠ دقيقة، ورصيدك بيتجدد كل أسبوع. والاشتراك شهر أو ٣ شهور أو سنة، وكل ما المدة تطول السعر بيقل.',
  },
  {
    q: 'أدفع إزاي؟',
    a: 'بالكارت (فيزا أو ماستركارد أو ميزة)، أو بمحفظة الموبايل زي فودافون كاش واتصالات كاش وأورنج كاش ووي باي، أو بكود فوري بيتدفع كاش في أي منفذ فوري.',
  },
];
