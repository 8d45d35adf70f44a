import { Box, Image, Spinner, Text } from '@chakra-ui/react';

import { useBlobUrl } from '@/components/chat/private-image';
import { fileIdFromPreviewUrl } from '@/contract/chat';
import { fetchPrivateFile } from '@/lib/private-file';

import type { LocalImage } from '../state/circle-kinds';

const FILL = { w: '100%', h: '100%', objectFit: 'cover' } as const;

/**
 * A post image: one of the app's files (`/files/{id}`) is read through src/lib/private-file.ts (Cache
 * Storage first: the own post's images show offline, the sender put them there), any other URL as is.
 */
export function CircleImage({
  src,
  alt,
  fit = 'cover',
}: {
  src: string;
  alt: string;
  fit?: 'cover' | 'contain';
}) {
  const own = fileIdFromPreviewUrl(src) !== null;
  const shown = useBlobUrl(own ? src : null, () => fetchPrivateFile(src));
  if (!own) return <Image src={src} alt={alt} {...FILL} objectFit={fit} />;
  if (shown?.failed)
    return (
      <Text fontSize="xs" color="fg.muted" p="2">
        图片加载失败
      </Text>
    );
  if (!shown?.url)
    return (
      <Box w="100%" h="100%" display="grid" placeItems="center" bg="bg.muted">
        <Spinner size="sm" />
      </Box>
    );
  return <Image src={shown.url} alt={alt} {...FILL} objectFit={fit} />;
}

const bufferKeys = new WeakMap<ArrayBuffer, string>();
let nextBufferKey = 0;
/** A key per held byte buffer (the same bytes keep their blob URL across renders). */
function keyOf(bytes: ArrayBuffer): string {
  let key = bufferKeys.get(bytes);
  if (!key) {
    nextBufferKey += 1;
    key = `local-${nextBufferKey}`;
    bufferKeys.set(bytes, key);
  }
  return key;
}

/** An image still in the outbox (its bytes), shown from a blob URL for as long as it is on screen. */
export function LocalImageView({
  image,
  alt,
  fit = 'cover',
}: {
  image: LocalImage;
  alt: string;
  fit?: 'cover' | 'contain';
}) {
  const shown = useBlobUrl(keyOf(image.bytes), () =>
    Promise.resolve(new Blob([image.bytes], { type: image.type })),
  );
  if (!shown?.url) return <Box w="100%" h="100%" bg="bg.muted" />;
  return <Image src={shown.url} alt={alt} {...FILL} objectFit={fit} />;
}

/** A post image from the server or one still on this device (queued with its post). */
export type GridImage = { src: string } | { local: LocalImage };

export function Picture({ image, alt, fit }: { image: GridImage; alt: string; fit?: 'cover' | 'contain' }) {
  return 'src' in image ? (
    <CircleImage src={image.src} alt={alt} fit={fit} />
  ) : (
    <LocalImageView image={image.local} alt={alt} fit={fit} />
  );
}
