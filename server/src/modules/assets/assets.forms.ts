import { UPLOAD_MAX_BYTES } from '@kalam/shared';
import type { FormRules } from './upload/multipart.ts';

/** PUT /user/asset: one `image`. */
export const USER_IMAGE_FORM: FormRules = {
  files: { image: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.image } },
};

/** PUT /user/asset/tutor: any of `image`, `video`, `thumbnail`, one each. */
export const TUTOR_MEDIA_FORM: FormRules = {
  files: {
    image: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.image },
    video: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.video },
    thumbnail: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.image },
  },
  // The video may instead come as a finished resumable upload's id (decision 178).
  fields: ['videoUpload'],
};

/** A withdrawal receipt (for PUT /invoice/{id}/with/asset): one `receipt`. */
export const RECEIPT_FORM: FormRules = {
  files: { receipt: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.receipt } },
};
