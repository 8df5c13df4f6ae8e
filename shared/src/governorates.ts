/**
 * Egypt's governorates with stable numeric ids (decision 007). The spec says "30 numbered";
 * Egypt has 27 since 2011 (Helwan and 6th of October were folded back). Ids never change once
 * given; new ones are appended.
 */
export const GOVERNORATES = [
  { id: 1, ar: 'القاهرة', en: 'Cairo' },
  { id: 2, ar: 'الجيزة', en: 'Giza' },
  { id: 3, ar: 'الإسكندرية', en: 'Alexandria' },
  { id: 4, ar: 'القليوبية', en: 'Qalyubia' },
  { id: 5, ar: 'الشرقية', en: 'Sharqia' },
  { id: 6, ar: 'الدقهلية', en: 'Dakahlia' },
  { id: 7, ar: 'الغربية', en: 'Gharbia' },
  { id: 8, ar: 'المنوفية', en: 'Monufia' },
  { id: 9, ar: 'البحيرة', en: 'Beheira' },
  { id: 10, ar: 'كفر الشيخ', en: 'Kafr El Sheikh' },
  { id: 11, ar: 'دمياط', en: 'Damietta' },
  { id: 12, ar: 'بورسعيد', en: 'Port Said' },
  { id: 13, ar: 'الإسماعيلية', en: 'Ismailia' },
  { id: 14, ar: 'السويس', en: 'Suez' },
  { id: 15, ar: 'شمال سيناء', en: 'North Sinai' },
  { id: 16, ar: 'جنوب سيناء', en: 'South Sinai' },
  { id: 17, ar: 'الفيوم', en: 'Faiyum' },
  { id: 18, ar: 'بني سويف', en: 'Beni Suef' },
  { id: 19, ar: 'المنيا', en: 'Minya' },
  { id: 20, ar: 'أسيوط', en: 'Asyut' },
  { id: 21, ar: 'سوهاج', en: 'Sohag' },
  { id: 22, ar: 'قنا', en: 'Qena' },
  { id: 23, ar: 'الأقصر', en: 'Luxor' },
  { id: 24, ar: 'أسوان', en: 'Aswan' },
  { id: 25, ar: 'البحر الأحمر', en: 'Red Sea' },
  { id: 26, ar: 'الوادي الجديد', en: 'New Valley' },
  { id: 27, ar: 'مطروح', en: 'Matrouh' },
] as const;

export type GovernorateId = (typeof GOVERNORATES)[number]['id'];

export function isGovernorateId(value: number): value is GovernorateId {
  return GOVERNORATES.some((g) => g.id === value);
}
