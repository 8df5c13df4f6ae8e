/** The admin's words for the lessons list (ARABIC.md). */

export const lessonsText = {
  when: 'الميعاد',
  tutor: 'المدرّس',
  student: 'الطالب',
  duration: 'المدة',
  minutes: (n: string) => `${n} دقيقة`,
  cancel: 'ألغِ الحصة',
  cancelTitle: 'إلغاء الحصة',
  reason: 'السبب',
  reasonHint: 'هيتسجّل مع الحصة في سجل التغييرات. الدقايق هترجع للطالب.',
  cancelled: 'الحصة اتلغت ورجعت الدقايق للطالب.',
  time: 'الوقت',
  future: 'الجاية',
  past: 'اللي فاتت',
  now: 'دلوقتي',
  canceledFilter: 'الملغية',
  status: {
    pending: 'محجوزة',
    happening: 'شغّالة',
    fulfilled: 'خلصت',
    cancelled: 'اتلغت',
  } as Record<string, string>,
};
