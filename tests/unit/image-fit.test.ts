/**
 * Pictures made to fit the upload limit before they are sent (src/lib/image-fit.ts), with a codec whose JPEG
 * weighs what its pixels and quality say: a camera's photo comes out a JPEG within 1 MB at most 2,048 px on its
 * longest side; a small jpg/png goes as picked; what cannot fit, or cannot be read, gets its message.
 */
import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/contract/limits';
import { MESSAGES } from '@/contract/validation';
import { IMAGE_FIT, ImageFitError, imageForUpload, type ImageCodec, type Raster } from '@/lib/image-fit';

interface FakeRaster extends Raster {
  closed: boolean;
}

/** A codec for pictures of the given size; a JPEG weighs `bytesPerPixel(quality)` per pixel drawn. */
function codec(
  width: number,
  height: number,
  bytesPerPixel: (quality: number) => number,
  readable = true,
): ImageCodec<FakeRaster> & {
  drawn: { width: number; height: number; quality: number }[];
  raster?: FakeRaster;
} {
  const drawn: { width: number; height: number; quality: number }[] = [];
  const state: ImageCodec<FakeRaster> & { drawn: typeof drawn; raster?: FakeRaster } = {
    drawn,
    decode: async () => {
      if (!readable) throw new Error('cannot decode');
      const raster: FakeRaster = {
        width,
        height,
        closed: false,
        close() {
          raster.closed = true;
        },
      };
      state.raster = raster;
      return raster;
    },
    encode: async (_raster, w, h, quality) => {
      drawn.push({ width: w, height: h, quality });
      const size = Math.round(w * h * bytesPerPixel(quality));
      // a JPEG over the limit is only weighed (its bytes are never read): no 100 MB buffers in the test
      if (size > 2 * LIMITS.CHAT_IMAGE_MAX_BYTES)
        return Object.defineProperty(new Blob([]), 'size', { value: size });
      return new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
    },
  };
  return state;
}

const photo = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('a picture before upload', () => {
  it('a 3.8 MB camera JPEG of 3,000 x 2,250 becomes a JPEG within 1 MB, 2,048 px on its longest side', async () => {
    // about a camera JPEG's weight: 0.6 bytes per pixel at high quality
    const fake = codec(3000, 2250, (q) => 0.35 * q);
    const fitted = await imageForUpload(photo('IMG_0001.JPG', 3_800_000), fake);
    expect(fitted.size).toBeLessThanOrEqual(LIMITS.CHAT_IMAGE_MAX_BYTES);
    expect(fitted.type).toBe('image/jpeg');
    expect(fitted.name).toBe('IMG_0001.jpg');
    expect(fake.drawn[0]).toEqual({ width: 2048, height: 1536, quality: IMAGE_FIT.QUALITIES[0] });
    expect(fake.raster?.closed).toBe(true);
  });

  it('steps the quality down, then the size, until it fits', async () => {
    const fake = codec(4000, 3000, (q) => 0.9 * q);
    const fitted = await imageForUpload(photo('big.jpg', 6_000_000), fake);
    expect(fitted.size).toBeLessThanOrEqual(LIMITS.CHAT_IMAGE_MAX_BYTES);
    const qualities = fake.drawn.filter((d) => d.width === 2048).map((d) => d.quality);
    expect(qualities).toEqual([...IMAGE_FIT.QUALITIES]);
    expect(fake.drawn.at(-1)?.width).toBeLessThan(2048);
  });

  it('sends a jpg or png within the limit as picked, without decoding it', async () => {
    const fake = codec(800, 600, () => 1);
    const small = photo('small.png', 300_000, 'image/png');
    expect(await imageForUpload(small, fake)).toBe(small);
    expect(fake.drawn).toEqual([]);
  });

  it('refuses other types with the spec message, and a picture that cannot fit with the size message', async () => {
    await expect(
      imageForUpload(
        photo('a.gif', 10, 'image/gif'),
        codec(10, 10, () => 1),
      ),
    ).rejects.toThrow(MESSAGES.chatImageType);
    const heavy = codec(3000, 2250, () => 50);
    const refusal = await imageForUpload(photo('noise.jpg', 5_000_000), heavy).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ImageFitError);
    expect((refusal as Error).message).toBe(MESSAGES.chatImageSize);
    expect(heavy.raster?.closed).toBe(true);
  });

  it('converts a HEIC the browser can read, even a small one, and names the format when it cannot', async () => {
    const heic = photo('IMG_0002.HEIC', 900_000, 'image/heic');
    const fitted = await imageForUpload(
      heic,
      codec(4032, 3024, (q) => 0.1 * q),
    );
    expect(fitted.name).toBe('IMG_0002.jpg');
    expect(fitted.type).toBe('image/jpeg');
    await expect(
      imageForUpload(
        heic,
        codec(1, 1, () => 1, false),
      ),
    ).rejects.toThrow(MESSAGES.imageHeicUnreadable);
    expect(MESSAGES.imageHeicUnreadable).toContain('HEIC');
  });
});
