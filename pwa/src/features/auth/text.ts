import { byGender, count, gendered, type Gendered } from '@kalam/shared';

/**
 * The Arabic strings of the sign-in screens. Before sign-in the reader is not known: those lines
 * need no gender (decision 227). After it (verify, complete profile) they take the reader's.
 */
export const authText = {
  name: 'الاسم',
  email: 'الإيميل',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  code: 'الكود',
  google: {
    or: 'أو',
    failed: 'مقدرناش نكمّل الدخول بجوجل. ممكن المحاولة تاني، أو تسجيل الدخول بالإيميل وكلمة المرور.',
  },
  login: {
    title: 'تسجيل الدخول',
    subtitle: 'أهلًا وسهلًا تاني في كلام.',
    submit: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    noAccount: 'معندكش حساب؟',
    register: 'إنشاء حساب طالب',
  },
  /** The admin sign-in (issue 19): staff only, no sign-up link. */
  adminLogin: {
    title: 'دخول الإدارة',
    subtitle: 'لفريق كلام بس: الإدارة والاستوديو ومديري المدرّسين.',
  },
  register: {
    student: { title: 'إنشاء حساب طالب', subtitle: 'إنجليزي مع مدرّسين مختارين، من أول حصة.' },
    // A visitor: no imperative and no role noun in one gender (decisions 227, 248).
    tutor: { title: 'التدريس في كلام', subtitle: 'الاسم يتكتب بالعربي، زي ما هيظهر للطلاب.' },
    /** Opened from an admin's invite: the role comes from the invite, not from this page. */
    invited: {
      title: 'إنشاء حسابك في كلام',
      subtitle: 'الحساب بيتعمل بنفس الإيميل اللي وصلت عليه الدعوة، وبالدور اللي فيها.',
      /** Under the e-mail the invite link filled in, which cannot be changed. */
      emailLocked: 'الدعوة وصلت على الإيميل ده، فالحساب بيتعمل بيه.',
    },
    submit: 'إنشاء حساب',
    haveAccount: 'عندك حساب؟',
    // The catalogue's «سجّل دخول بيه» speaks to a man; a visitor reads a line that needs no gender.
    taken: 'الإيميل ده متسجّل قبل كده: ممكن تسجيل الدخول بيه، أو إنشاء الحساب بإيميل تاني.',
    /**
     * A field left empty is said to be needed, not «too short» or «not right» (what the rules
     * say of an empty name or e-mail); a visitor, so no gender.
     */
    required: {
      name: 'الاسم مطلوب.',
      email: 'الإيميل مطلوب.',
      password: 'كلمة المرور مطلوبة.',
    } as Record<string, string>,
  },
  verify: {
    title: 'تأكيد الإيميل',
    // Shown only when nobody is signed in (the e-mailed link on another device).
    subtitle:
      'بعتنا كود من ٥ أرقام على إيميلك. الكود بيتكتب هنا، أو الرابط اللي في الرسالة بيأكّد الإيميل على طول.',
    sentTo: 'بعتنا كود من ٥ أرقام على:',
    // A new account's gender is not known yet: the third form needs none (decision 248). The
    // spam folder by the name the Arabic mail apps give it, not the English word.
    sentHint: byGender(
      'اكتبيه هنا أو افتحي الرابط اللي في الرسالة. مش لاقياه؟ بصّي في الرسائل غير المرغوب فيها.',
      'اكتبه هنا أو افتح الرابط اللي في الرسالة. مش لاقيه؟ بصّ في الرسائل غير المرغوب فيها.',
      'الكود بيتكتب هنا، أو الرابط اللي في الرسالة بيأكّد على طول. الرسالة مش ظاهرة؟ ممكن تكون في الرسائل غير المرغوب فيها.',
    ),
    wrongAddress: byGender(
      'العنوان ده غلط؟ صحّحيه',
      'العنوان ده غلط؟ صحّحه',
      'العنوان ده غلط؟ تصحيح العنوان',
    ),
    newAddress: 'الإيميل الصح',
    // Read by a new account whose gender may not be known yet: a line that needs none.
    taken: 'الإيميل ده متسجّل لحساب تاني في كلام.',
    saveAddress: byGender('احفظي ونبعتلك الكود', 'احفظ ونبعتلك الكود', 'حفظ العنوان وإرسال الكود'),
    cancelAddress: 'رجوع',
    addressSaved: 'اتغيّر العنوان.',
    wait: (seconds: number, reader: Gendered) =>
      gendered(reader, {
        female: `تقدري تطلبي كود جديد بعد ${count('seconds', seconds)}.`,
        male: `تقدر تطلب كود جديد بعد ${count('seconds', seconds)}.`,
        other: `طلب كود جديد ممكن بعد ${count('seconds', seconds)}.`,
      }),
    submit: 'تأكيد',
    resend: 'إعادة الإرسال',
    resent: 'بعتنا كود جديد.',
    done: 'تم تأكيد إيميلك.',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    emailStep: 'هنبعتلك كود لإعادة التعيين على إيميلك.',
    send: 'إرسال الكود',
    codeStep: 'لو الإيميل مسجّل عندنا، وصلك كود. الكود وكلمة المرور الجديدة يتكتبوا هنا.',
    newPassword: 'كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور',
    done: 'اتغيّرت كلمة المرور واتسجّل دخولك.',
  },
  profile: {
    // Read before the gender is chosen (it is on this page): the third forms need none (248).
    title: byGender('كمّلي ملفك', 'كمّل ملفك', 'استكمال ملفك'),
    steps: ['البيانات الأساسية', 'نبذة عنك', 'الموضوعات المفضّلة'],
    gender: 'النوع',
    male: 'ذكر',
    female: 'أنثى',
    birthYear: 'سنة الميلاد',
    city: 'المحافظة',
    phone: 'رقم الموبايل',
    level: 'مستواك في الإنجليزي',
    aim: 'هدفك من التعلّم',
    topics: byGender(
      'اختاري الموضوعات اللي تحبيها',
      'اختار الموضوعات اللي تحبها',
      'الموضوعات المفضّلة عندك',
    ),
    /** Every field here may be left empty (the step sends what is filled): the label says so. */
    optional: '(اختياري)',
    next: 'التالي',
    /** The same word as the tutor's steps (tutorText.complete.back). */
    back: 'السابق',
    finish: 'إنهاء',
    // The gender may be the very thing being chosen: nobody known reads a noun.
    choose: byGender('اختاري', 'اختار', 'اختيار'),
    levels: {
      Beginner: 'مبتدئ',
      PreIntermediate: 'قبل المتوسط',
      Intermediate: 'متوسط',
      UpperIntermediate: 'فوق المتوسط',
      Advanced: 'متقدّم',
      Mastery: 'متمكّن',
    },
  },
} as const;
