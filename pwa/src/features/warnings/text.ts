/**
 * The Arabic strings of the environment warnings (the clock message is the catalogue's). They
 * show before and outside sign-in, so they are phrased to need no gender (decision 207).
 */
export const warningsText = {
  region: 'تنبيهات عن جهازك',
  dismiss: 'إخفاء التنبيه',
  unsupportedBrowser: {
    title: 'متصفحك قديم',
    body: 'بعض أجزاء كلام مش هتشتغل صح على المتصفح ده. كلام بيشتغل أحسن على آخر نسخة من كروم أو فايرفوكس أو سفاري أو إيدج.',
  },
  noWebRtc: {
    title: 'المتصفح ده مش بيدعم مكالمات الفيديو',
    body: 'الحصص والمقابلات محتاجة متصفح بيدعم WebRTC. وده موجود في آخر نسخة من كروم أو فايرفوكس أو سفاري أو إيدج.',
  },
  deviceTime: { title: 'ساعة جهازك مش مظبوطة' },
  blocked: { title: 'الشاشة دي محتاجة مكالمة فيديو', home: 'الرجوع للرئيسية' },
} as const;
