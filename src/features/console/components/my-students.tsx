import { Badge, Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { SERVICE_TYPE_LABEL, VIP_LEVEL_LABEL, type MyStudent } from '@/contract/journey-plan';
import { useQuery } from '@/lib/use-query';

import { getConsoleStudents } from '../api/get-console-students';
import { StudentSections } from './student-sections';

function activityText(at: string | null): string {
  return at ? `最近动态 ${new Date(at).toLocaleDateString('zh-CN')}` : '暂无动态';
}

function StudentHeader({ student }: { student: MyStudent }) {
  return (
    <HStack gap="3" flexWrap="wrap" data-testid="student-header">
      <PersonAvatar size="md" colorPalette="brand" name={student.name} src={student.avatar} />
      <Stack gap="0.5">
        <Heading as="h2" size="md">
          {student.name}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={student.vipLevel === 'NONE' ? 'gray' : 'orange'}>
            {VIP_LEVEL_LABEL[student.vipLevel]}
          </Badge>
          <Badge variant="outline">
            {student.serviceType ? SERVICE_TYPE_LABEL[student.serviceType] : '未选择服务模式'}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {student.mobileMasked} · 待完成任务 {student.openTasks}
          </Text>
        </HStack>
      </Stack>
    </HStack>
  );
}

/**
 * 我的学生 (a console view): the students the staff member advises or talks with, searchable by name; the
 * selected one's header and their journey, one tab a section.
 */
export function MyStudentsView() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const result = useQuery(`console-students:${keyword}`, (signal) => getConsoleStudents(keyword, signal));
  const selected = result.data?.find((s) => s.id === selectedId) ?? null;

  return (
    <Grid
      flex="1"
      minH="0"
      templateColumns={{ base: '1fr', lg: '320px 1fr' }}
      overflowY={{ base: 'auto', lg: 'hidden' }}
      data-testid="my-students"
    >
      <Stack gap="2" p="3" borderRightWidth={{ lg: '1px' }} bg="bg" overflowY={{ lg: 'auto' }} minH="0">
        <Input
          size="sm"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="按姓名搜索学生"
          aria-label="按姓名搜索学生"
          maxLength={50}
        />
        <ListQuery
          result={result}
          skeleton={{ rows: 4, height: '14' }}
          empty={{
            title: keyword ? '没有找到这个学生' : '还没有学生',
            text: keyword
              ? '换个名字再试试。'
              : '与你会话的学生，以及你为其安排过任务或规划的学生会出现在这里。',
          }}
        >
          {(students) => (
            <Stack gap="1" role="list" aria-label="我的学生">
              {students.map((student) => (
                <Button
                  key={student.id}
                  role="listitem"
                  variant={student.id === selectedId ? 'subtle' : 'ghost'}
                  justifyContent="flex-start"
                  h="auto"
                  py="2"
                  aria-current={student.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(student.id)}
                  data-testid="my-student-row"
                >
                  <Stack gap="0" align="flex-start" minW="0" flex="1">
                    <HStack gap="2" w="full">
                      <Text fontWeight="semibold" truncate>
                        {student.name}
                      </Text>
                      {student.openTasks > 0 && (
                        <Badge colorPalette="red" size="sm">
                          {student.openTasks}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {VIP_LEVEL_LABEL[student.vipLevel]} · {activityText(student.latestActivityAt)}
                    </Text>
                  </Stack>
                </Button>
              ))}
            </Stack>
          )}
        </ListQuery>
      </Stack>
      <Box p={{ base: '3', md: '5' }} overflowY={{ lg: 'auto' }} minH="0">
        {selected ? (
          <Stack gap="5">
            <StudentHeader student={selected} />
            <Box key={selected.id}>
              {/* 布置任务 and 撤回 change the 待完成任务 counts of the list and the header */}
              <StudentSections studentId={selected.id} onTasksChanged={result.refetch} />
            </Box>
          </Stack>
        ) : (
          <Text color="fg.muted" textAlign="center" py="16">
            选择左侧的一位学生，查看并安排其任务、材料、申请与规划
          </Text>
        )}
      </Box>
    </Grid>
  );
}
