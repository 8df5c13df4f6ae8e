// The assets area's public face: what other areas may use (decision 156).
export { toAssetDto } from './assets.dto.ts';
export type { AssetRow } from './assets.repository.ts';
export type { AssetsService } from './assets.service.ts';
export type { FormRules, ReceivedFile, ReceivedForm } from './upload/multipart.ts';
export { RECEIPT_FORM } from './assets.forms.ts';
