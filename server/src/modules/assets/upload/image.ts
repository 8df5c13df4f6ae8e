import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { AppError, IMAGE_MAX_PIXELS } from '@kalam/shared';

// libvips is loaded on the first image, not at startup (decision 212: 40 ms of every start).
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loaded ??= import('sharp').then((m) => m.default as typeof Sharp));

export type ImageFormat = 'jpeg' | 'png' | 'gif';

const field = (path: string, code: 'small-image' | 'invalid-image-dimensions' | 'corrupt-file') =>
  new AppError(code, [{ path, code, message: new AppError(code).message }]);

/**
 * Decode and encode an image again into `output`, in its own format. Re-encoding drops every
 * piece of metadata (EXIF with GPS and camera serials, comments, text chunks) and anything
 * hidden after the image data. The size is checked from the header before any pixel is
 * decoded, so a decompression bomb costs nothing. GIF frames count together toward the limit.
 */
export async function reencodeImage(
  input: string,
  output: string,
  format: ImageFormat,
  rule: { field: string; minSide?: number },
): Promise<{ size: number; width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw field(rule.field, 'corrupt-file');
  }
  // The first bytes said one type; the decoder must agree.
  if (meta.format !== format)
    throw new AppError('invalid-file-type', [
      {
        path: rule.field,
        code: 'invalid-file-type',
        message: new AppError('invalid-file-type').message,
      },
    ]);
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  const frames = meta.pages ?? 1;
  if (!width || !height) throw field(rule.field, 'corrupt-file');
  if (width * height * frames > IMAGE_MAX_PIXELS)
    throw field(rule.field, 'invalid-image-dimensions');
  if (rule.minSide !== undefined && Math.min(width, height) < rule.minSide)
    throw field(rule.field, 'small-image');
  try {
    const image = sharp(input, {
      animated: format === 'gif',
      failOn: 'warning',
      limitInputPixels: IMAGE_MAX_PIXELS,
      // Turn the pixels as the camera said, before that note is dropped with the rest.
      autoOrient: format === 'jpeg',
    });
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? image.png()
          : image.gif();
    const info = await encoded.toFile(output);
    return { size: info.size, width, height };
  } catch {
    throw field(rule.field, 'corrupt-file');
  }
}
