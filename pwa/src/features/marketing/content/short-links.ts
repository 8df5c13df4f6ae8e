/**
 * Named short links (/url/:name): where each one goes, and how the page describes it. A button
 * names where it leads, in words that need no gender (decision 272).
 */
export interface ShortLink {
  heading: string;
  text: string;
  action: string;
  href: string;
  external: boolean;
}

export const shortLinkPage = {
  title: 'رابط — كلام',
  note: 'الرابط هيفتح في صفحة جديدة.',
  back: 'الرجوع للرئيسية',
};

export const shortLinks: Readonly<Record<string, ShortLink>> = {
  whatsapp: {
    heading: 'كلام على واتساب',
    text: 'فريق خدمة العملاء متاح على واتساب من ١٠ الصبح لـ ١٠ بالليل طول أيام الأسبوع.',
    action: 'رقمنا على واتساب',
    href: 'https://wa.me/201000000000',
    external: true,
  },
  facebook: {
    heading: 'كلام على فيسبوك',
    text: 'نصايح إنجليزي كل يوم، وأخبار المنصة والعروض.',
    action: 'صفحتنا على فيسبوك',
    href: 'https://www.facebook.com/kalam.eg',
    external: true,
  },
  instagram: {
    heading: 'كلام على إنستجرام',
    text: 'فيديوهات قصيرة لكلمات وتعبيرات بتتقال فعلًا.',
    action: 'حسابنا على إنستجرام',
    href: 'https://www.instagram.com/kalam.eg',
    external: true,
  },
  app: {
    heading: 'تطبيق كلام على موبايلك',
    text: 'كلام بيشتغل كتطبيق على موبايلك من غير متجر: الموقع بيتفتح من المتصفح، ومن قايمة المتصفح «إضافة إلى الشاشة الرئيسية». بعدها بيفتح بسرعة، وجدولك ورسايلك بيفضلوا على الموبايل حتى من غير نت.',
    action: 'إنشاء حساب',
    href: '/register/student',
    external: false,
  },
};
