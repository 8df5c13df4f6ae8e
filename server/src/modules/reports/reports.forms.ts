import { REPORT_MAX_FILES, UPLOAD_MAX_BYTES } from '@kalam/shared';
import type { FormRules } from '../assets/index.ts';

/** POST /report/with/asset: `description`, optional `page`, up to 3 `screenshot`s and one `log`. */
export const REPORT_FORM: FormRules = {
  files: {
    screenshot: { maxCount: REPORT_MAX_FILES.screenshot, maxBytes: UPLOAD_MAX_BYTES.report },
    log: { maxCount: REPORT_MAX_FILES.log, maxBytes: UPLOAD_MAX_BYTES.report },
  },
  fields: ['description', 'page'],
};
