import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';

import { PAPERWORK_KINDS, type PaperworkKind } from '@/contract/journey';
import { PAPERWORK_KIND_LABEL, type PaperworkList } from '@/contract/journey-paperwork';

import { PaperworkDocumentCard, type DocumentActions } from './paperwork-document-card';

const EMPTY_TEXT: Record<PaperworkKind, string> = {
  STUDENT_MATERIAL: '还没有申请材料：成绩单、在读证明、语言成绩、护照等可以上传到这里。',
  PAPERWORK: '还没有文书：个人陈述、推荐信、简历等可以上传到这里，每次修改可上传新版本。',
};

/** The documents in two groups, 申请材料 (STUDENT_MATERIAL) and 文书 (PAPERWORK), each with its upload button. */
export function PaperworkGroups({
  data,
  uploadLabel,
  onUpload,
  actions,
}: {
  data: PaperworkList;
  uploadLabel: (kind: PaperworkKind) => string;
  onUpload: (kind: PaperworkKind) => void;
  actions: DocumentActions;
}) {
  return (
    <Stack gap="6">
      {PAPERWORK_KINDS.map((kind) => {
        const documents = data.list.filter((document) => document.kind === kind);
        return (
          <Stack as="section" key={kind} gap="3" data-testid={`paperwork-group-${kind}`}>
            <Flex justify="space-between" align="center" gap="2">
              <Heading as="h3" size="md">
                {PAPERWORK_KIND_LABEL[kind]}
                <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal" ml="2">
                  {documents.length} 份
                </Text>
              </Heading>
              <Button size="sm" colorPalette="brand" onClick={() => onUpload(kind)}>
                {uploadLabel(kind)}
              </Button>
            </Flex>
            {documents.length === 0 ? (
              <Text color="fg.muted" fontSize="sm" borderWidth="1px" borderStyle="dashed" rounded="lg" p="4">
                {EMPTY_TEXT[kind]}
              </Text>
            ) : (
              documents.map((document) => (
                <PaperworkDocumentCard key={document.groupId} document={document} actions={actions} />
              ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
