import { Badge, Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import type { ProgramItem } from '@/contract/journey-plan';

import { getPrograms } from '../api/get-programs';
import { PlanListSection } from './plan-list-section';

function ProgramRow({ item: program }: { item: ProgramItem }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="program-item">
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
  );
}

/** 目标项目: school, program, degree, intake and notes. */
export function ProgramsSection({ studentId, refreshKey = 0 }: { studentId?: string; refreshKey?: number }) {
  return (
    <PlanListSection
      title="目标项目"
      testId="plan-programs"
      queryKey="plan-programs"
      fetcher={getPrograms}
      studentId={studentId}
      refreshKey={refreshKey}
      emptyText="顾问和你确定的目标学校与专业项目（含学位和入学季）会显示在这里。"
      Row={ProgramRow}
    />
  );
}
