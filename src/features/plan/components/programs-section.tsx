import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ListQuery } from '@/components/ui/list-states';
import { useQuery } from '@/lib/use-query';

import { getPrograms } from '../api/get-programs';

/** 目标项目: school, program, degree, intake and notes. */
export function ProgramsSection({ studentId, refreshKey = 0 }: { studentId?: string; refreshKey?: number }) {
  const result = useQuery(`plan-programs:${studentId ?? 'me'}:${refreshKey}`, async (signal) => ({
    list: await getPrograms(studentId, signal),
  }));
  return (
    <Stack gap="3" as="section" aria-label="目标项目" data-testid="plan-programs">
      <Heading as="h3" size="md">
        目标项目
      </Heading>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '16' }}
        empty={{
          title: '还没有目标项目',
          text: '顾问和你确定的目标学校与专业项目（含学位和入学季）会显示在这里。',
        }}
      >
        {(data) => (
          <Stack gap="2">
            {data.list.map((program) => (
              <Box key={program.id} borderWidth="1px" rounded="md" p="3" data-testid="program-item">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{program.programName}</Text>
                  <Badge colorPalette="purple">{program.degree}</Badge>
                  <Badge variant="outline">{program.intake}</Badge>
                </HStack>
                <ChakraLink asChild fontSize="sm" color="brand.600">
                  <Link to="/school/detail" search={{ id: program.universityId }}>
                    {program.nameCn}
                  </Link>
                </ChakraLink>
                {program.notes && (
                  <Text mt="1" fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
                    {program.notes}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}
