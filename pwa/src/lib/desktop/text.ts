import { byGender } from '@kalam/shared';
import { formatNumber } from '../numbers.ts';

/** What the desktop parts shared by several screens say (the screen picker, notices). */
export const desktopText = {
  picker: {
    title: byGender('تشاركي إيه؟', 'تشارك إيه؟'),
    description: byGender(
      'اختاري الشاشة كلها أو شباك واحد. الطرف التاني هيشوف اللي هتختاريه بس.',
      'اختار الشاشة كلها أو شباك واحد. الطرف التاني هيشوف اللي هتختاره بس.',
    ),
    screens: 'الشاشات',
    windows: 'الشبابيك',
    share: byGender('شاركي', 'شارك'),
    cancel: 'إلغاء',
    screenName: (index: number) => `الشاشة ${formatNumber(index)}`,
  },
  newMessage: 'رسالة جديدة',
} as const;
