import { Box, SimpleGrid } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import { Picture, type GridImage } from './circle-image';

export type { GridImage };

// the viewer (a full-screen dialog) loads at the first tap on an image, not with the feed
const ImageViewer = lazy(() => import('./image-viewer'));

/**
 * A post's images: one is shown larger, two to nine in a grid of three columns; a tap opens the full-screen
 * viewer (上一张 / 下一张, arrow keys, 关闭 and Esc).
 */
export function ImageGrid({ images }: { images: readonly GridImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <>
      <SimpleGrid
        columns={single ? 1 : 3}
        gap="1.5"
        maxW={single ? { base: '70%', md: '320px' } : { base: '100%', md: '420px' }}
        data-testid="circle-images"
      >
        {images.map((image, index) => (
          <Box
            as="button"
            key={index}
            aria-label={`查看图片 ${index + 1}`}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(index);
            }}
            aspectRatio={single ? '4 / 3' : '1'}
            overflow="hidden"
            rounded="md"
            bg="bg.muted"
            cursor="zoom-in"
          >
            <Picture image={image} alt={`图片 ${index + 1}`} />
          </Box>
        ))}
      </SimpleGrid>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
