/** The Arabic strings of the environment warnings (the clock message is the catalogue's). */
export const warningsText = {
  region: 'تنبيهات عن جهازك',
  dismiss: 'إخفاء التنبيه',
  unsupportedBrowser: {
    title: 'متصفحك قديم',
    body: 'بعض أجزاء كلام مش هتشتغل صح على المتصفح ده. حدّثه أو استخدم آخر نسخة من كروم أو فايرفوكس أو سفاري أو إيدج.',
  },
  noWebRtc: {
    title: 'المتصفح ده مش بيدعم مكالمات الفيديو',
    body: 'الحصص والمقابلات محتاجة متصفح بيدعم WebRTC. افتح كلام من آخر نسخة من كروم أو فايرفوكس أو سفاري أو إيدج.',
  },
  deviceTime: { title: 'ساعة جهازك مش مظبوطة' },
  blocked: { title: 'الشاشة دي محتاجة مكالمة فيديو', home: 'ارجع للرئيسية' },
} as const;
