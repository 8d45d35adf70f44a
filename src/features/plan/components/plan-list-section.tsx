import { Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { TitledSection } from '@/components/ui/titled-section';
import { useQuery } from '@/lib/use-query';

/**
 * One list of a plan (the student's own, or in the console the one of `studentId`) under its heading: the
 * list states, then a row per item. `refreshKey` reloads it after the console changed it.
 */
export function PlanListSection<T extends { id: string }>({
  title,
  testId,
  queryKey,
  fetcher,
  studentId,
  refreshKey,
  emptyText,
  Row,
}: {
  title: string;
  testId: string;
  queryKey: string;
  fetcher: (studentId: string | undefined, signal: AbortSignal) => Promise<T[]>;
  studentId: string | undefined;
  refreshKey: number;
  emptyText: string;
  Row: ComponentType<{ item: T }>;
}) {
  const result = useQuery(`${queryKey}:${studentId ?? 'me'}:${refreshKey}`, (signal) =>
    fetcher(studentId, signal),
  );
  return (
    <TitledSection title={title} testId={testId}>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '16' }}
        empty={{ title: `还没有${title}`, text: emptyText }}
      >
        {(items) => (
          <Stack gap="2">
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </ListQuery>
    </TitledSection>
  );
}
