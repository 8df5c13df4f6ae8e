import { byGender } from '@kalam/shared';

/** The admin's words for what people send the team: problem reports and contact messages. */

export const reportsText = {
  reporter: 'المُبلّغ',
  description: 'البلاغ',
  attachments: 'المرفقات',
  note: 'ملاحظة',
  status: {
    open: 'مفتوح',
    'in-progress': 'بنشتغل عليه',
    resolved: 'اتحل',
    dismissed: 'اترفض',
  } as Record<string, string>,
};

export const contactText = {
  title: 'العنوان',
  message: 'الرسالة',
  from: 'من',
  search: byGender('دوّري في الرسايل', 'دوّر في الرسايل'),
};
