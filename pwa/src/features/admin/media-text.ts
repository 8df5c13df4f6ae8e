import { byGender, type StoredAssetKind } from '@kalam/shared';

/** The admin's words for the stored files (ARABIC.md). */

export const mediaText = {
  name: 'الملف',
  kind: 'النوع',
  size: 'الحجم',
  owner: 'بتاع مين',
  uploader: 'رفعه',
  search: byGender('دوّري باسم صاحب الملف أو إيميله', 'دوّر باسم صاحب الملف أو إيميله'),
  kinds: {
    image: 'صورة',
    video: 'فيديو',
    thumbnail: 'صورة مصغّرة',
    screenshot: 'لقطة شاشة',
    log: 'سجل أخطاء',
    receipt: 'إيصال',
  } satisfies Record<StoredAssetKind, string>,
};
