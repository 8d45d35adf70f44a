/**
 * Images of uploads: the type is decided from the bytes (magic numbers, then sharp's decoder), never from
 * the file name or the declared mimetype; the stored copy is re-encoded, turned upright by its EXIF
 * orientation and stripped of every metadata block (EXIF, GPS, ICC, XMP, comments), its long side capped.
 */

import type { CHAT_IMAGE_CONTENT_TYPES } from '../../../src/contract/chat.ts';
import { isAppError } from '../../lib/errors.ts';
import { createFileTypeError } from './files.errors.ts';

export type ImageContentType = (typeof CHAT_IMAGE_CONTENT_TYPES)[number];

/** Decoding refuses larger inputs (a 1 MB PNG can declare a 100-megapixel canvas: a decompression bomb). */
export const IMAGE_INPUT_PIXELS_MAX = 40_000_000;
/** The stored image's long side at most (larger ones are scaled down, never up). */
export const IMAGE_STORED_SIDE_MAX = 4096;

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The content type the bytes begin with, or null for anything that is not a jpg or png. */
export function imageTypeOfBytes(bytes: Buffer): ImageContentType | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

export interface ReencodedImage {
  contentType: ImageContentType;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The image to store: the bytes must be a jpg or png that sharp decodes as such (else 410
 * 请选择jpg/jpeg/png图片!); the result keeps the format, without any metadata.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  const contentType = imageTypeOfBytes(bytes);
  if (!contentType) throw createFileTypeError();
  // sharp (libvips, ~20 MB of memory) loads with the first upload, not at boot
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: IMAGE_INPUT_PIXELS_MAX, failOn: 'error' });
  try {
    const metadata = await input().metadata();
    const format = contentType === 'image/jpeg' ? 'jpeg' : 'png';
    if (metadata.format !== format) throw createFileTypeError();
    // sharp writes no metadata unless asked (withMetadata / keepExif): the output carries none
    const pipeline = input().autoOrient().resize({
      width: IMAGE_STORED_SIDE_MAX,
      height: IMAGE_STORED_SIDE_MAX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (isAppError(error)) throw error;
    // corrupt data, a truncated image, too many pixels: not an image we take
    throw createFileTypeError();
  }
}
