import { Heading, Stack } from '@chakra-ui/react';

import { PAPERWORK_KIND_LABEL } from '@/contract/journey-paperwork';
import { useQuery } from '@/lib/use-query';

import { addConsolePaperwork } from '../api/add-console-paperwork';
import { getConsolePaperwork } from '../api/get-console-paperwork';
import { useConsoleParts } from '../state/console-parts';

/**
 * The console's 材料与文书 of one student (their adviser): the documents with all versions, preview and
 * download, and 为学生上传 (a new document or version the student sees as 顾问上传).
 */
export function ConsolePaperworkSection({ studentId }: { studentId: string }) {
  const { PaperworkBoard } = useConsoleParts();
  const result = useQuery(`console-paperwork:${studentId}`, (signal) =>
    getConsolePaperwork(studentId, signal),
  );
  return (
    <Stack gap="3" data-testid="console-paperwork">
      <Heading as="h3" size="md">
        材料与文书
      </Heading>
      <PaperworkBoard
        result={result}
        submit={(body) => addConsolePaperwork({ ...body, studentId })}
        uploadLabel={(kind) => `为学生上传${PAPERWORK_KIND_LABEL[kind]}`}
      />
    </Stack>
  );
}
