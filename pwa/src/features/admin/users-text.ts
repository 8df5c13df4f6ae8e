import { byGender, gendered, type Gendered, type SubscriptionDto } from '@kalam/shared';

/** The admin's words for the users list, one user's page and the admin's own account. */

export const usersText = {
  search: byGender('دوّري بالاسم أو الإيميل', 'دوّر بالاسم أو الإيميل'),
  verified: 'الإيميل اتأكّد',
  suspended: 'متوقف',
  active: 'شغّال',
  inactive: 'موقوف',
  credit: 'رصيد الثقة',
};

export const userText = {
  back: 'كل المستخدمين',
  /** A tutor's account leads on to their tutor page (figures, ratings, activity). */
  tutorPage: byGender(
    'صفحتها كمدرّسة: الأرقام والتقييمات والنشاط',
    'صفحته كمدرّس: الأرقام والتقييمات والنشاط',
  ),
  deactivate: byGender('وقّفي الحساب', 'وقّف الحساب'),
  activate: byGender('شغّلي الحساب', 'شغّل الحساب'),
  deactivated: byGender('الحساب اتوقف: مش هتقدر تدخل.', 'الحساب اتوقف: مش هيقدر يدخل.'),
  activated: 'الحساب اشتغل تاني.',
  /** About the user on the page, in their gender. */
  resetPassword: byGender('ابعتلها كود تغيير كلمة المرور', 'ابعتله كود تغيير كلمة المرور'),
  resetSent: byGender('الكود اتبعت على إيميلها.', 'الكود اتبعت على إيميله.'),
  changeRole: byGender('غيّري الدور', 'غيّر الدور'),
  roleSaved: 'الدور اتغيّر.',
  emailVerified: 'الإيميل متأكّد',
  phoneVerified: 'الموبايل متأكّد',
  verifyEmail: byGender('أكّدي الإيميل', 'أكّد الإيميل'),
  verifyPhone: byGender('أكّدي الموبايل', 'أكّد الموبايل'),
  creditScore: 'رصيد الثقة',
  lessons: 'الحصص',
  subscriptions: 'الاشتراكات',
  payments: 'المدفوعات',
  /** An admin gives a paid order's money back (POST /fawry/refund), from the payments tab. */
  refund: {
    open: 'استرداد',
    title: 'استرداد المبلغ',
    body: (amount: string, who: Gendered) =>
      gendered(who, {
        female: `هيرجع ${amount} للطالبة بنفس طريقة الدفع، ولو باقتها اللي اتدفعت بيه لسه شغّالة هتتلغي.`,
        male: `هيرجع ${amount} للطالب بنفس طريقة الدفع، ولو باقته اللي اتدفعت بيه لسه شغّالة هتتلغي.`,
      }),
    /** A part of the order: the plan it paid for is not ended by it (it may have ended already). */
    partBody: (amount: string, who: Gendered) =>
      gendered(who, {
        female: `هيرجع ${amount} للطالبة بنفس طريقة الدفع، وده مش هيلغي باقتها.`,
        male: `هيرجع ${amount} للطالب بنفس طريقة الدفع، وده مش هيلغي باقته.`,
      }),
    amount: 'المبلغ (جنيه)',
    amountMissing: 'المبلغ اللي هيرجع مش مكتوب.',
    amountInvalid: 'المبلغ بالجنيه ولازم يكون أكبر من صفر، زي ١٥٠ أو ١٥٠٫٥٠.',
    amountOver: (rest: string) => `المبلغ أكبر من اللي فاضل في الطلب (${rest}).`,
    /** What went back already, beside a partly refunded order. */
    refunded: (amount: string) => `اترجع ${amount}`,
    reason: 'السبب (اختياري)',
    keep: byGender('لأ، سيبيه', 'لأ، سيبه'),
    done: 'المبلغ اترجع.',
  },
  /** An admin ends a student's running plan (PATCH /sub/cancel with its id). */
  cancelPlan: {
    open: 'إلغاء الاشتراك',
    body: (who: Gendered) =>
      gendered(who, {
        female:
          'الاشتراك ده واللي متجدّد بعده هيتلغوا من دلوقتي، ومش هتقدر تحجز بيهم حصص جديدة. الفلوس مش هترجع لوحدها: الاسترداد من المدفوعات.',
        male: 'الاشتراك ده واللي متجدّد بعده هيتلغوا من دلوقتي، ومش هيقدر يحجز بيهم حصص جديدة. الفلوس مش هترجع لوحدها: الاسترداد من المدفوعات.',
      }),
    keep: byGender('لأ، سيبيه', 'لأ، سيبه'),
    done: 'الاشتراك اتلغى.',
  },
  subscriptionStates: { active: 'شغّال', cancelled: 'اتلغى', expired: 'خلص' } satisfies Record<
    SubscriptionDto['status'],
    string
  >,
  none: 'مفيش.',
  support: 'عرض للدعم بس: مفيش دخول باسم المستخدم.',
};

export const userSettingsText = {
  about: 'بياناتك في الإدارة. كلمة المرور بتتغيّر بكود على إيميلك.',
  sendCode: 'ابعتلي كود تغيير كلمة المرور',
  sent: 'الكود اتبعت على إيميلك.',
};
