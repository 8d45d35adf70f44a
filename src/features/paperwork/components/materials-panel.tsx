import { Heading, Stack, Text } from '@chakra-ui/react';

import { PAPERWORK_KIND_LABEL, PAPERWORK_TEXT } from '@/contract/journey-paperwork';
import { useQuery } from '@/lib/use-query';

import { addPaperwork } from '../api/add-paperwork';
import { getMyPaperwork } from '../api/get-my-paperwork';
import { removePaperwork } from '../api/remove-paperwork';
import { PaperworkBoard } from './paperwork-board';

/**
 * 我的材料 (/personal?component=materials): the student's 申请材料 and 文书, each document with its versions;
 * upload, new version, preview (PDF), download, delete. Private to the student and their advisers.
 */
export function MaterialsPanel() {
  const result = useQuery('paperwork:mine', (signal) => getMyPaperwork(undefined, signal));
  return (
    <Stack gap="4" data-testid="materials-panel">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {PAPERWORK_TEXT.MATERIALS}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          仅你和你的顾问可以查看这里的文件。
        </Text>
      </Stack>
      <PaperworkBoard
        result={result}
        submit={addPaperwork}
        uploadLabel={(kind) => `上传${PAPERWORK_KIND_LABEL[kind]}`}
        remove={(item) => removePaperwork(item.id)}
      />
    </Stack>
  );
}
