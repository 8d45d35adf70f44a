import { Box, Image, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

import { fileIdFromPreviewUrl } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { fetchPrivateFile } from '@/lib/private-file';

import type { LocalImage } from './chat-item';

const IMAGE_PROPS = { maxW: '220px', maxH: '220px', rounded: 'md', objectFit: 'contain' } as const;

type Shown = { key: string; url: string | null; failed: boolean };

/**
 * A blob URL of the bytes `load` gives, for as long as the component shows them (revoked after). `key`
 * names the bytes: a new key loads again.
 */
export function useBlobUrl(key: string | null, load: () => Promise<Blob>): Shown | null {
  const [shown, setShown] = useState<Shown | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    let url: string | null = null;
    loader.current().then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setShown({ key, url, failed: false });
      },
      () => live && setShown({ key, url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return shown?.key === key ? shown : null;
}

/**
 * An image of the app's own (private) files: fetched with the Lt-Authorization header and kept in Cache
 * Storage by src/lib/private-file.ts, shown from a blob URL. Any other image URL is shown as is.
 */
export function PrivateImage({ src, alt }: { src: string; alt: string }) {
  const own = fileIdFromPreviewUrl(src) !== null;
  const shown = useBlobUrl(own ? src : null, () => fetchPrivateFile(src));
  if (!own) return <Image src={src} alt={alt} {...IMAGE_PROPS} />;
  if (shown?.failed)
    return (
      <Text fontSize="sm" color="fg.muted">
        {CHAT_UI_TEXT.imageFailed}
      </Text>
    );
  if (!shown?.url)
    return (
      <Box w="120px" h="80px" display="grid" placeItems="center">
        <Spinner size="sm" />
      </Box>
    );
  return <Image src={shown.url} alt={alt} {...IMAGE_PROPS} />;
}

/** A picked image before its upload (bytes from the outbox entry). */
export function LocalImagePreview({ image, alt, id }: { image: LocalImage; alt: string; id: string }) {
  const shown = useBlobUrl(id, () => Promise.resolve(new Blob([image.bytes], { type: image.type })));
  if (!shown?.url) return null;
  return <Image src={shown.url} alt={alt} {...IMAGE_PROPS} />;
}
