import { z } from 'zod';
import { ASSET_KINDS, REPORT_ATTACHMENT_KINDS } from '../enums.ts';
import { idSchema } from '../schemas/common.ts';

// ── Assets (spec §3 Asset kinds, §5 image and file rules, §7 /user/asset, /assets) ────────
/** What a stored file is for: a user's or tutor's media, a report attachment, a receipt. */
export const STORED_ASSET_KINDS = [...ASSET_KINDS, ...REPORT_ATTACHMENT_KINDS, 'receipt'] as const;
export type StoredAssetKind = (typeof STORED_ASSET_KINDS)[number];

/** Where files are served from: `/assets/uploads/{name}` and `/assets/receipts/{name}`. */
export const ASSET_BUCKETS = ['uploads', 'receipts'] as const;
export type AssetBucket = (typeof ASSET_BUCKETS)[number];

/** The extensions the server gives the types it accepts (decided by content, never by name). */
export const ASSET_EXTENSIONS = ['jpg', 'png', 'gif', 'mp4', 'webm', 'mov', 'txt', 'pdf'] as const;

/** Names are made by the server: a UUID and the extension of the sniffed type. */
export const ASSET_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|mp4|webm|mov|txt|pdf)$/;
export const assetNameSchema = z.string().regex(ASSET_NAME_PATTERN, 'invalid-asset-name');

/**
 * Images above this many pixels are refused (decision 017): a 20-megapixel camera photo is, a
 * 4000×4000 one is not. The smallest side is `IMAGE_MIN_SIDE_PX` (spec §9).
 */
export const IMAGE_MAX_PIXELS = 16_000_000;

/** The address a stored file is served at, relative to the site (the API serves every file). */
export function assetUrl(bucket: AssetBucket, name: string): string {
  return `/api/v1/assets/${bucket}/${name}`;
}

export const assetDtoSchema = z.object({
  name: z.string(),
  url: z.string(),
  kind: z.enum(STORED_ASSET_KINDS),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type AssetDto = z.infer<typeof assetDtoSchema>;

/** PUT /user/asset: the caller's own image, or (admins and studio) `forUser`'s. */
export const userAssetQuerySchema = z.object({ forUser: idSchema.optional() });
/** PUT /user/asset/tutor: a tutor's photo-session media (studio and admins). */
export const tutorAssetQuerySchema = z.object({ tutorId: idSchema });

export const userAssetResultSchema = z.object({
  userId: z.string(),
  image: z.string(),
  asset: assetDtoSchema,
});
export type UserAssetResult = z.infer<typeof userAssetResultSchema>;

export const tutorAssetResultSchema = z.object({
  tutorId: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** The files this request stored. */
  assets: z.array(assetDtoSchema),
});
export type TutorAssetResult = z.infer<typeof tutorAssetResultSchema>;
