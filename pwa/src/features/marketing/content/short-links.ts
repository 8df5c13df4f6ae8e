/** Named short links (/url/:name): where each one goes, and how the page describes it. */
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
    heading: 'كلّمنا على واتساب',
    text: 'فريق خدمة العملاء متاح على واتساب من ١٠ الصبح لـ ١٠ بالليل طول أيام الأسبوع.',
    action: 'افتح واتساب',
    href: 'https://wa.me/201000000000',
    external: true,
  },
  facebook: {
    heading: 'كلام على فيسبوك',
    text: 'نصايح إنجليزي كل يوم، وأخبار المنصة والعروض.',
    action: 'افتح صفحتنا على فيسبوك',
    href: 'https://www.facebook.com/kalam.eg',
    external: true,
  },
  instagram: {
    heading: 'كلام على إنستجرام',
    text: 'فيديوهات قصيرة لكلمات وتعبيرات بتتقال فعلًا.',
    action: 'افتح حسابنا على إنستجرام',
    href: 'https://www.instagram.com/kalam.eg',
    external: true,
  },
  app: {
    heading: 'ثبّت تطبيق كلام',
    text: 'كلام بيشتغل كتطبيق على موبايلك من غير متجر: افتح الموقع من المتصفح واختار «إضافة إلى الشاشة الرئيسية». هيفتح بسرعة، وجدولك ورسايلك هيبقوا معاك حتى من غير نت.',
    action: 'ابدأ من هنا',
    href: '/register/student',
    external: false,
  },
};
