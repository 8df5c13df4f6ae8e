import { formatNumber } from '../format.ts';

/** What the desktop parts shared by several screens say (the screen picker, notices). */
export const desktopText = {
  picker: {
    title: 'تشارك إيه؟',
    description: 'اختار الشاشة كلها أو شباك واحد. الطرف التاني هيشوف اللي هتختاره بس.',
    screens: 'الشاشات',
    windows: 'الشبابيك',
    share: 'شارك',
    cancel: 'إلغاء',
    screenName: (index: number) => `الشاشة ${formatNumber(index)}`,
  },
  newMessage: 'رسالة جديدة',
} as const;
