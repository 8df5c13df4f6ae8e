/**
 * Words shared by every public page: navigation and footer. A visitor's gender is not known:
 * no line needs one (decision 272).
 */
export const site = {
  name: 'كلام',
  tagline: 'إنجليزي بجد، مع مدرّسين بيفهموك',
  nav: {
    label: 'القائمة الرئيسية',
    home: 'الرئيسية',
    tutors: 'المدرّسين',
    method: 'طريقتنا',
    pricing: 'الأسعار',
    tutor: 'التدريس في كلام',
    faq: 'الأسئلة الشائعة',
    about: 'من نحن',
    contact: 'التواصل معنا',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    /** For someone already signed in on this device: back to their dashboard. */
    account: 'حسابي',
    openMenu: 'فتح القائمة',
    closeMenu: 'قفل القائمة',
  },
  footer: {
    label: 'روابط الموقع',
    about: 'عن كلام',
    aboutText:
      'منصة مصرية لتعليم الإنجليزي بحصص فيديو مباشرة واحد لواحد، مع مدرّسين مختارين بعناية.',
    product: 'المنصة',
    company: 'الشركة',
    legal: 'قانوني',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    follow: 'حساباتنا',
    whatsapp: 'واتساب',
    facebook: 'فيسبوك',
    instagram: 'إنستجرام',
    app: 'تطبيق كلام',
    rights: 'كلام. كل الحقوق محفوظة.',
    madeIn: 'صُنع في مصر',
  },
} as const;
