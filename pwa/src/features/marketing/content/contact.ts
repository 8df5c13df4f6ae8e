/** Contact us (/contact). Visitors write here too: no line needs the reader's gender (decision 227). */
export const contactPage = {
  title: 'التواصل معنا — كلام',
  heading: 'التواصل معنا',
  lead: 'عندك سؤال أو اقتراح أو مشكلة؟ فريقنا بيرد على كل رسالة في أقرب وقت، غالبًا خلال يوم عمل.',
  form: {
    label: 'نموذج التواصل',
    name: 'اسمك',
    email: 'إيميلك',
    emailHint: 'هنرد عليك على الإيميل ده.',
    title: 'عنوان الرسالة',
    message: 'رسالتك',
    messageHint: 'التفاصيل اللي تساعدنا نفهم الطلب (١٠ حروف على الأقل).',
    submit: 'إرسال الرسالة',
    sending: 'الرسالة بتتبعت…',
    required: 'الحقل ده مطلوب.',
    invalidEmail: 'الإيميل ده مش صحيح.',
    signedInAs: 'هنرد عليك على بيانات حسابك.',
  },
  sent: {
    heading: 'وصلتنا رسالتك',
    text: 'شكرًا على رسالتك. هنرد عليك في أقرب وقت.',
    again: 'إرسال رسالة تانية',
  },
  failed: 'ما قدرناش نبعت رسالتك.',
  offline: 'مفيش اتصال بالإنترنت. الإرسال هينفع أول ما النت يرجع.',
  other: {
    heading: 'طرق تانية',
    whatsapp: 'رسالة على واتساب',
    faq: 'الأسئلة الشائعة',
  },
} as const;
