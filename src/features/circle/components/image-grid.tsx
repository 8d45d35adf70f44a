import { Box, Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';

import type { LocalImage } from '../state/circle-kinds';
import { CircleImage, LocalImageView } from './circle-image';

export type GridImage = { src: string } | { local: LocalImage };

function Picture({ image, alt, fit }: { image: GridImage; alt: string; fit?: 'cover' | 'contain' }) {
  return 'src' in image ? (
    <CircleImage src={image.src} alt={alt} fit={fit} />
  ) : (
    <LocalImageView image={image.local} alt={alt} fit={fit} />
  );
}

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
      {open !== null && <ImageViewer images={images} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function ImageViewer({
  images,
  start,
  onClose,
}: {
  images: readonly GridImage[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const image = images[index];
  const go = (step: number) => setIndex((current) => (current + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="black" color="white" onKeyDown={onKeyDown} data-testid="circle-image-viewer">
            <Dialog.Title srOnly>查看图片</Dialog.Title>
            <HStack justify="space-between" px="3" py="2">
              <Text fontSize="sm">
                {index + 1} / {images.length}
              </Text>
              <CloseButton aria-label="关闭" color="white" onClick={onClose} />
            </HStack>
            <Box
              flex="1"
              minH="0"
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {image && (
                <Box w="100%" h="100%" maxH="calc(100dvh - 120px)">
                  <Picture image={image} alt={`图片 ${index + 1}`} fit="contain" />
                </Box>
              )}
            </Box>
            {images.length > 1 && (
              <HStack justify="center" gap="6" py="3">
                <Button size="sm" variant="outline" color="white" onClick={() => go(-1)}>
                  上一张
                </Button>
                <Button size="sm" variant="outline" color="white" onClick={() => go(1)}>
                  下一张
                </Button>
              </HStack>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
