import { IMAGE_MIN_SIDE_PX, UPLOAD_MAX_BYTES, type StoredAssetKind } from '@kalam/shared';
import type { SniffedType } from './sniff.ts';

export interface KindRule {
  /** Types accepted, by content. */
  accepts: readonly SniffedType[];
  maxBytes: number;
  /** Images only: the smallest side in pixels. */
  minSide?: number;
}

const IMAGES = ['jpeg', 'png', 'gif'] as const;

/** What each kind of file may be (spec §5 and §9; decision 017). */
export const KIND_RULES: Readonly<Record<StoredAssetKind, KindRule>> = {
  image: { accepts: IMAGES, maxBytes: UPLOAD_MAX_BYTES.image, minSide: IMAGE_MIN_SIDE_PX },
  thumbnail: { accepts: IMAGES, maxBytes: UPLOAD_MAX_BYTES.image, minSide: IMAGE_MIN_SIDE_PX },
  video: { accepts: ['mp4', 'webm', 'mov'], maxBytes: UPLOAD_MAX_BYTES.video },
  // A screenshot of a phone or a small window is still useful: no smallest side.
  screenshot: { accepts: IMAGES, maxBytes: UPLOAD_MAX_BYTES.report },
  log: { accepts: ['text'], maxBytes: UPLOAD_MAX_BYTES.report },
  receipt: { accepts: [...IMAGES, 'pdf'], maxBytes: UPLOAD_MAX_BYTES.receipt },
};

export function isImageType(type: SniffedType): type is (typeof IMAGES)[number] {
  return (IMAGES as readonly string[]).includes(type);
}
