import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';

import { isHttpsUrl, type CourseItem } from '@/contract/journey-plan';

import { getCourses } from '../api/get-courses';
import { PlanListSection } from './plan-list-section';

function CourseRow({ item: course }: { item: CourseItem }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="course-item">
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
  );
}

/** 推荐课程: name, provider, type, reason; an https link opens in a new tab. */
export function CoursesSection({ studentId, refreshKey = 0 }: { studentId?: string; refreshKey?: number }) {
  return (
    <PlanListSection
      title="推荐课程"
      testId="plan-courses"
      queryKey="plan-courses"
      fetcher={getCourses}
      studentId={studentId}
      refreshKey={refreshKey}
      emptyText="顾问推荐的 AP、A-Level、夏校、科研等课程会显示在这里。"
      Row={CourseRow}
    />
  );
}
