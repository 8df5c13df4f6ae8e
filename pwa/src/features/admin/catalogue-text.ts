import { byGender } from '@kalam/shared';

/** The admin's words for the catalogue: plans, who is invited to one, and topics (ARABIC.md). */

export const plansText = {
  create: 'باقة جديدة',
  edit: byGender('عدّلي', 'عدّل'),
  retire: byGender('وقّفي الباقة', 'وقّف الباقة'),
  retired: 'الباقة اتوقفت.',
  nameAr: 'الاسم بالعربي',
  nameEn: 'الاسم بالإنجليزي',
  weeklyMinutes: 'دقايق الأسبوع',
  monthPrice: 'سعر الشهر (جنيه)',
  monthDiscount: 'خصم الشهر ٪',
  quarterDiscount: 'خصم ٣ شهور ٪',
  yearDiscount: 'خصم السنة ٪',
  inviteOnly: 'بدعوة بس',
  prices: 'الأسعار',
  created: 'الباقة اتعملت.',
};

export const planInvitesText = {
  find: byGender('دوّري على الطالب بالاسم أو الإيميل', 'دوّر على الطالب بالاسم أو الإيميل'),
  noMatch: 'مفيش طالب بالاسم أو الإيميل ده.',
  change: byGender('غيّري', 'غيّر'),
  plan: 'الباقة',
  choosePlan: byGender('اختاري الباقة', 'اختار الباقة'),
  noPlans: 'مفيش باقات «بدعوة بس» لسه؛ الباقة بتتعلّم كده من',
  toPlans: 'صفحة الباقات',
  create: 'ادعي طالب',
  created: 'الدعوة اتعملت.',
  student: 'الطالب',
};

export const topicsText = {
  nameAr: 'بالعربي',
  nameEn: 'بالإنجليزي',
  create: 'موضوع جديد',
  created: 'الموضوع اتضاف.',
};
