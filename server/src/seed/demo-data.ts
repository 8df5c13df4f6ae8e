/** Demo people for the `local` target. The password is documented in the README. */
export const DEMO_PASSWORD = 'Kalam2026';

export const DEMO_STUDENT = {
  name: 'سارة محمود',
  email: 'student@kalam.test',
  phone: '+201001234567',
  gender: 'female' as const,
};

export const DEMO_TUTORS = [
  {
    name: 'أحمد حسن',
    email: 'ahmed.tutor@kalam.test',
    phone: '+201011111111',
    gender: 'male' as const,
    city: 1,
    bio: 'مدرّس لغة إنجليزية بخبرة ثماني سنوات في المحادثة والتحضير لـ IELTS',
    about:
      'أهلًا بك! أنا أحمد، درّست الإنجليزية لأكثر من ثماني سنوات لطلاب الجامعات والموظفين. أركّز على المحادثة العملية والنطق وبناء الثقة، وأساعدك على التحضير لمقابلات العمل واختبار IELTS بخطة واضحة تناسب وقتك.',
  },
  {
    name: 'منى عبد الله',
    email: 'mona.tutor@kalam.test',
    phone: '+201222222222',
    gender: 'female' as const,
    city: 3,
    bio: 'معلّمة محادثة إنجليزية للمبتدئين والأطفال بأسلوب ممتع وصبور',
    about:
      'أنا منى من الإسكندرية، أحب تعليم الإنجليزية للمبتدئين والأطفال. حصصي مليئة بالأمثلة من الحياة اليومية والألعاب اللغوية، وأتابع تقدّمك أسبوعًا بأسبوع حتى تتكلم بطلاقة دون خوف من الأخطاء.',
  },
  {
    name: 'كريم السيد',
    email: 'karim.tutor@kalam.test',
    phone: '+201555555555',
    gender: 'male' as const,
    city: 2,
    bio: 'إنجليزية الأعمال والعروض التقديمية للمحترفين في مصر',
    about:
      'عملت في شركات دولية في القاهرة لعشر سنوات، وأدرّس الآن إنجليزية الأعمال: كتابة البريد الإلكتروني، والاجتماعات، والعروض التقديمية، والتفاوض. نتدرّب على مواقف حقيقية من عملك لتستخدم ما تتعلمه من أول أسبوع.',
  },
] as const;
