/**
 * A picture made to fit the upload limit in the browser before it is sent (chat, 发帖, materials, the console's
 * order attachment). A phone camera's 3,000 x 2,250 JPEG weighs 3-5 MB, over the 1 MB the server keeps; the
 * browser decodes it (createImageBitmap, EXIF orientation applied), draws it at most IMAGE_FIT.MAX_SIDE on its
 * longest side on a white ground, and encodes JPEG at stepped-down qualities, then smaller sides, until it fits.
 * Only a picture that still cannot fit gets the spec's message. HEIC (iPhones) is converted where the browser
 * can decode it (Safari), and named in the message where it cannot.
 */
import { LIMITS } from '@/contract/limits';
import { checkChatImage, IMAGE_EXTENSIONS, MESSAGES } from '@/contract/validation';

export const IMAGE_FIT = {
  MAX_SIDE: 2048,
  QUALITIES: [0.86, 0.78, 0.7, 0.62, 0.54],
  /** Each round past the qualities draws the longest side this much smaller... */
  SHRINK: 0.75,
  /** ... down to this; smaller than that, the picture is refused. */
  MIN_SIDE: 480,
} as const;

/** A refusal with the text to show (the spec's message, or the HEIC one). */
export class ImageFitError extends Error {}

/** A decoded picture. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  close(): void;
}

/** How pictures are decoded and encoded: the browser's (browserCodec), or a test's. */
export interface ImageCodec<R extends Raster = Raster> {
  decode(file: Blob): Promise<R>;
  /** JPEG of the raster drawn at width x height, at the quality (0-1). */
  encode(raster: R, width: number, height: number, quality: number): Promise<Blob>;
}

const HEIC_TYPES = /^image\/hei[cf](?:-sequence)?$/i;
const HEIC_NAMES = /\.hei[cf]$/i;

export function isHeic(file: { name: string; type: string }): boolean {
  return HEIC_TYPES.test(file.type) || HEIC_NAMES.test(file.name);
}

/** The file inputs' accept list: the spec's jpg/png, and HEIC, which is converted. */
export const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS,
  '.heic',
  '.heif',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
].join(',');

export const browserCodec: ImageCodec<ImageBitmap> = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  encode: (raster, width, height, quality) =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      // JPEG has no transparency: a PNG's clear parts become white, not black
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(raster, 0, 0, width, height);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
        'image/jpeg',
        quality,
      );
    }),
};

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`;
}

/**
 * The picture to upload: as picked when it is a jpg/png within the limit, else re-encoded to fit. Throws
 * ImageFitError with the text to show (wrong type, HEIC the browser cannot read, or too large even so).
 */
export async function imageForUpload<R extends Raster>(
  file: File,
  codec: ImageCodec<R>,
  maxBytes: number = LIMITS.CHAT_IMAGE_MAX_BYTES,
): Promise<File> {
  const heic = isHeic(file);
  if (!heic) {
    const problem = checkChatImage({ name: file.name, size: 0 });
    if (problem) throw new ImageFitError(problem);
    if (file.size <= maxBytes) return file;
  }
  let raster: R;
  try {
    raster = await codec.decode(file);
  } catch {
    // a jpg/png decoded only because it is too large: that it cannot be fitted is what the student is told
    throw new ImageFitError(heic ? MESSAGES.imageHeicUnreadable : MESSAGES.chatImageSize);
  }
  try {
    const longest = Math.max(raster.width, raster.height);
    let side = Math.min(longest, IMAGE_FIT.MAX_SIDE);
    while (side >= IMAGE_FIT.MIN_SIDE || side === longest) {
      const scale = side / longest;
      const width = Math.max(1, Math.round(raster.width * scale));
      const height = Math.max(1, Math.round(raster.height * scale));
      for (const quality of IMAGE_FIT.QUALITIES) {
        const blob = await codec.encode(raster, width, height, quality);
        if (blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          });
        }
      }
      if (side < IMAGE_FIT.MIN_SIDE) break;
      side = Math.floor(side * IMAGE_FIT.SHRINK);
    }
  } finally {
    raster.close();
  }
  throw new ImageFitError(MESSAGES.chatImageSize);
}
