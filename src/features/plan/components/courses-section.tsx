import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';

import { ListQuery } from '@/components/ui/list-states';
import { isHttpsUrl } from '@/contract/journey-plan';
import { useQuery } from '@/lib/use-query';

import { getCourses } from '../api/get-courses';

/** 推荐课程: name, provider, type, reason; an https link opens in a new tab. */
export function CoursesSection({ studentId, refreshKey = 0 }: { studentId?: string; refreshKey?: number }) {
  const result = useQuery(`plan-courses:${studentId ?? 'me'}:${refreshKey}`, async (signal) => ({
    list: await getCourses(studentId, signal),
  }));
  return (
    <Stack gap="3" as="section" aria-label="推荐课程" data-testid="plan-courses">
      <Heading as="h3" size="md">
        推荐课程
      </Heading>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '16' }}
        empty={{ title: '还没有推荐课程', text: '顾问推荐的 AP、A-Level、夏校、科研等课程会显示在这里。' }}
      >
        {(data) => (
          <Stack gap="2">
            {data.list.map((course) => (
              <Box key={course.id} borderWidth="1px" rounded="md" p="3" data-testid="course-item">
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette="brand">{course.courseType}</Badge>
                  {course.url && isHttpsUrl(course.url) ? (
                    <Link
                      href={course.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      fontWeight="semibold"
                      color="brand.600"
                    >
                      {course.name}
                    </Link>
                  ) : (
                    <Text fontWeight="semibold">{course.name}</Text>
                  )}
                  {course.provider && (
                    <Text fontSize="sm" color="fg.muted">
                      {course.provider}
                    </Text>
                  )}
                </HStack>
                {course.reason && (
                  <Text mt="1.5" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {course.reason}
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
