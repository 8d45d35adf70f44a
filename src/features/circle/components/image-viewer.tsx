import { Box, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';

import { Picture, type GridImage } from './circle-image';

/** The full-screen viewer of a post's images: 上一张 / 下一张, arrow keys, 关闭 and Esc. */
export default function ImageViewer({
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
