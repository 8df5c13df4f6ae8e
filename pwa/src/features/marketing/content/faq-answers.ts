import { formatNumber } from '../../../lib/numbers.ts';
import { spanWords, withBi } from '../../../lib/span-words.ts';
import type { PublicRules } from '../api/rules.ts';
import { studentBasics, type FaqItem, type FaqRole } from './faq.ts';

/*
 * The whole FAQ, with the answers that state a platform setting said as it stands (decision 278):
 * the free-cancellation window and a withdrawal's bounds. Apart from `faq.ts` so the landing page,
 * which shows only the first questions, does not load the plural wording (FormatJS) for them.
 */

/** When cancelling gives the minutes back: any time before the start, or so long before it. */
function freeCancellation(minutes: number): string {
  return minutes === 0
    ? 'الإلغاء في أي وقت قبل بداية الحصة بيرجّع دقايقها لرصيد الأسبوع.'
    : `الإلغاء قبل الحصة ${withBi(spanWords(minutes))} أو أكتر بيرجّع دقايقها لرصيد الأسبوع؛ بعد كده دقايقها بتتحسب.`;
}

export const faqFor = (rules: PublicRules): Record<FaqRole, FaqItem[]> => ({
  student: [
    ...studentBasics,
    {
      q: 'أقدر ألغي أو أغيّر ميعاد الحصة؟',
      a: `أيوه، الإلغاء أو تغيير الميعاد ممكن لحد بداية الحصة من صفحة حصصك. ${freeCancellation(rules.freeCancellationMinutes)}`,
    },
    {
      q: 'أقدر أحجز كذا حصة مرة واحدة؟',
      a: 'الحجز حصة واحدة في المرة، وأول ما يخلص يتفتح حجز اللي بعده. والحجز بيكون جوه الأسبوع الحالي بس، علشان المواعيد تفضل متاحة للكل.',
    },
    {
      q: 'لازم أأكد إيميلي؟',
      a: 'أيوه، الحجز والكلام مع المدرّسين محتاجين تأكيد الإيميل، بكود من ٥ أرقام بيوصلك أول ما الحساب يتعمل.',
    },
    {
      q: 'التطبيق بيشتغل من غير نت؟',
      a: 'جدول حصصك ورسايلك بيفتحوا حتى لو النت فصل، وأي رسالة تتكتب والنت مقطوع بتتبعت أول ما يرجع. الحصة نفسها لازملها نت طبعًا.',
    },
  ],
  tutor: [
    {
      q: 'مين يقدر يدرّس على كلام؟',
      a: 'أي حد إنجليزيه قوي ومستواه قريب من أهل اللغة، وعنده خبرة أو شغف بالتدريس. بنرحب بالمدرّسين المصريين وبالمتحدثين الأصليين.',
    },
    {
      q: 'خطوات الانضمام إيه؟',
      a: 'أربع خطوات: فيديو تعريفي قصير عنك، ثم مقابلة بالإنجليزي ٣٠ دقيقة، ثم جلسة تجريبية ٣٠ دقيقة مع مسؤول المدرّسين، وأخيرًا جلسة تصوير لصورتك وفيديوك على المنصة.',
    },
    {
      q: 'لو المقابلة ما نجحتش؟',
      a: 'التقديم تاني متاح بعد ٣ شهور، وبنبعتلك ملاحظات تساعدك في التحضير.',
    },
    {
      q: 'بحدد مواعيدي إزاي؟',
      a: 'من صفحة إدارة الجدول بتتحدد الساعات المتاحة كل يوم في الأسبوع، وكمان أقل وقت قبل الحجز (مثلًا ٣٠ دقيقة) علشان محدش يحجز فجأة.',
    },
    {
      q: 'بسحب أرباحي إزاي؟',
      a: `طلب السحب بيكون من صفحة الأرباح، لمحفظة موبايل أو حساب بنكي أو عنوان إنستاباي. أقل مبلغ ${formatNumber(rules.withdrawalMinEgp)} جنيه وأكبر مبلغ ${formatNumber(rules.withdrawalMaxEgp)} جنيه، والتحويل بياخد من ٤ لـ ٥ أيام عمل.`,
    },
    {
      q: 'لازم برنامج معيّن؟',
      a: 'التدريس بيكون من المتصفح، أو من تطبيق كلام للكمبيوتر اللي بيدعم مشاركة الشاشة والملفات الكبيرة. المطلوب كاميرا ومايك ونت مستقر.',
    },
  ],
});
