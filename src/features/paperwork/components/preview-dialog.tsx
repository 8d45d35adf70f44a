import { Box, Button, chakra, Image, Spinner, Text } from '@chakra-ui/react';

import { useBlobUrl } from '@/components/chat/private-image';
import { DialogShell } from '@/components/ui/dialog-shell';
import { DOCUMENT_CONTENT_TYPE, type PaperworkItem } from '@/contract/journey-paperwork';

import { downloadFile, fileBlob } from './file-actions';

/**
 * 预览: a PDF in the browser's viewer (an <iframe> of a blob URL: the file is private, fetched with the
 * token), an image as an image. Word documents have no preview (下载).
 */
export function PreviewDialog({ item, onClose }: { item: PaperworkItem; onClose: () => void }) {
  const shown = useBlobUrl(item.file.url, () => fileBlob(item.file));
  const title = `${item.title} v${item.version}`;
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      size="xl"
      mx="2"
      data-testid="paperwork-preview"
      close
      titleProps={{ lineClamp: 1 }}
      footer={
        <>
          {shown?.url && (
            // phones whose browser shows only a PDF's first page in a frame open the whole file in a tab
            <Button asChild variant="ghost">
              <a href={shown.url} target="_blank" rel="noopener noreferrer">
                新窗口打开
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={() => void downloadFile(item.file)}>
            下载
          </Button>
          <Button onClick={onClose}>关闭</Button>
        </>
      }
    >
      {shown?.failed ? (
        <Text color="fg.error" role="alert">
          文件加载失败，请稍后重试
        </Text>
      ) : !shown?.url ? (
        <Box h="40" display="grid" placeItems="center">
          <Spinner />
        </Box>
      ) : item.file.contentType === DOCUMENT_CONTENT_TYPE.PDF ? (
        <chakra.iframe
          title={title}
          src={shown.url}
          w="full"
          h={{ base: '65vh', md: '75vh' }}
          borderWidth="1px"
          rounded="md"
          data-testid="paperwork-preview-frame"
        />
      ) : (
        <Image src={shown.url} alt={title} maxH="75vh" mx="auto" objectFit="contain" />
      )}
    </DialogShell>
  );
}
