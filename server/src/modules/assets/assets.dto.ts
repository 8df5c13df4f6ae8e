import { assetUrl, type AssetDto } from '@kalam/shared';
import type { AssetRow } from './assets.repository.ts';

export function toAssetDto(row: AssetRow): AssetDto {
  return {
    name: row.name,
    url: assetUrl(row.bucket, row.name),
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
