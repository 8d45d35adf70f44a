import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ConsoleStudent } from '@/contract/chat';
import { DICTIONARIES } from '@/contract/dictionaries';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { displayName } from '@/lib/display-name';
import { useQuery } from '@/lib/use-query';

import { getConsoleStudent } from '../api/get-console-student';

const TEXT = CHAT_UI_TEXT.console;
const FIELDS = [
  'nameCn',
  'nickname',
  'mobile',
  'serviceType',
  'vipLevel',
  'studyIntentionType',
  'schoolName',
  'gradeType',
  'educationSystem',
  'abroadCountry',
] as const satisfies readonly (keyof ConsoleStudent & keyof typeof TEXT.labels)[];

const DICT_OF: Partial<Record<(typeof FIELDS)[number], keyof typeof DICTIONARIES>> = {
  studyIntentionType: 'STUDY_INTENTION_TYPE',
  gradeType: 'GRADE_TYPE',
  educationSystem: 'STUDENT_EDUCATION_SYSTEM',
  abroadCountry: 'AI_COUNTRY',
};

/** The readable value of a profile field: dictionary and code names instead of codes. */
function valueOf(student: ConsoleStudent, field: (typeof FIELDS)[number]): string {
  const raw = student[field];
  if (raw === null || raw === '') return '-';
  if (field === 'serviceType') return TEXT.serviceTypes[raw] ?? raw;
  if (field === 'vipLevel') return TEXT.vipLevels[raw] ?? raw;
  const dict = DICT_OF[field];
  const name = dict ? DICTIONARIES[dict]?.find(([code]) => code === raw)?.[1] : undefined;
  return name ?? raw;
}

/** The student beside a console conversation: profile (mobile masked by the server) and 我的大学List. */
export function StudentPanel({ studentId }: { studentId: string }) {
  const query = useQuery(`console-student:${studentId}`, (signal) => getConsoleStudent(studentId, signal));
  const student = query.data?.id === studentId ? query.data : undefined;
  if (!student) {
    if (query.error && !query.loading)
      return (
        <Stack gap="2" p="4" align="flex-start">
          <Text color="fg.error" role="alert">
            {TEXT.loadFailed}: {query.error}
          </Text>
          <Button size="xs" variant="outline" onClick={query.refetch}>
            {TEXT.retry}
          </Button>
        </Stack>
      );
    return <Spinner m="4" />;
  }
  const name = displayName(student);
  return (
    <Stack gap="3" p="4" data-testid="console-student">
      <HStack gap="3">
        <PersonAvatar size="md" colorPalette="gray" name={name} src={student.headportraitPreviewUrl} />
        <Text fontWeight="semibold">{name}</Text>
      </HStack>
      <Stack as="dl" gap="1" fontSize="sm">
        {FIELDS.map((field) => (
          <HStack key={field} gap="2" align="flex-start">
            <Text as="dt" color="fg.muted" w="20" flexShrink={0}>
              {TEXT.labels[field]}
            </Text>
            <Text as="dd" wordBreak="break-all">
              {valueOf(student, field)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm">
          {TEXT.universities}
        </Text>
        {student.universities.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {TEXT.noUniversities}
          </Text>
        ) : (
          <Stack as="ul" gap="1" fontSize="sm" listStyleType="none" data-testid="console-universities">
            {student.universities.map((u) => (
              <li key={u.universityId}>
                <Text as="span">{u.nameCn}</Text>
                {u.matchingStateName && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {u.matchingStateName}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
