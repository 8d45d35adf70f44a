import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { PaperworkDocument, PaperworkItem } from '@/contract/journey-paperwork';
import { formatDateTime } from '@/lib/format';

import { downloadFile } from './file-actions';
import { formatBytes, isPreviewable, uploaderText } from './format';

export interface DocumentActions {
  onPreview: (item: PaperworkItem) => void;
  onNewVersion: (document: PaperworkDocument) => void;
  /** Absent: no 删除 (the console). */
  onRemove?: (item: PaperworkItem) => void;
}

/** 预览 (PDF, images), 下载, 删除 of one version. */
function VersionActions({ item, actions }: { item: PaperworkItem; actions: DocumentActions }) {
  return (
    <>
      {isPreviewable(item.file.contentType) && (
        <Button size="xs" variant="outline" onClick={() => actions.onPreview(item)}>
          预览
        </Button>
      )}
      <Button size="xs" variant="outline" onClick={() => void downloadFile(item.file)}>
        下载
      </Button>
      {actions.onRemove && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.onRemove?.(item)}>
          删除
        </Button>
      )}
    </>
  );
}

function VersionLine({ item }: { item: PaperworkItem }) {
  return (
    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
      {item.file.fileName} · {formatBytes(item.file.byteSize)} ·{' '}
      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time> · {uploaderText(item)}
    </Text>
  );
}

/**
 * One document: its type, title and latest version (v2 ..., size, date, who uploaded, the note), its actions
 * (预览 for PDFs and images, 下载, 上传新版本, 删除) and 历史版本 (the older versions with theirs).
 */
export function PaperworkDocumentCard({
  document,
  actions,
}: {
  document: PaperworkDocument;
  actions: DocumentActions;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const { latest, older } = document;
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      data-testid="paperwork-document"
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="brand">{latest.typeName}</Badge>
            <Text fontWeight="semibold" wordBreak="break-word" data-testid="paperwork-title">
              {latest.title}
            </Text>
            <Badge variant="outline" data-testid="paperwork-version">
              v{latest.version}
            </Badge>
            {latest.uploadedByAdviser && <Badge colorPalette="purple">顾问上传</Badge>}
          </HStack>
          <VersionLine item={latest} />
          {latest.note && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
              备注：{latest.note}
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexWrap="wrap" align="flex-start" flexShrink={0}>
          <VersionActions item={latest} actions={actions} />
          <Button
            size="xs"
            colorPalette="brand"
            variant="subtle"
            onClick={() => actions.onNewVersion(document)}
          >
            上传新版本
          </Button>
        </HStack>
      </Flex>
      {older.length > 0 && (
        <Box mt="3">
          <Button
            size="xs"
            variant="plain"
            px="0"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((v) => !v)}
          >
            历史版本（{older.length}）{showHistory ? '收起' : '展开'}
          </Button>
          {showHistory && (
            <Stack gap="2" mt="2" pl="3" borderLeftWidth="2px" data-testid="paperwork-history">
              {older.map((item) => (
                <Flex
                  key={item.id}
                  direction={{ base: 'column', sm: 'row' }}
                  gap="2"
                  justify="space-between"
                  data-testid="paperwork-old-version"
                >
                  <Stack gap="0.5" minW="0">
                    <Text fontSize="sm">v{item.version}</Text>
                    <VersionLine item={item} />
                  </Stack>
                  <HStack gap="2" flexShrink={0}>
                    <VersionActions item={item} actions={actions} />
                  </HStack>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
