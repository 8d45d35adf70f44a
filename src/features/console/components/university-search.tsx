import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useQuery } from '@/lib/use-query';

import { searchUniversities } from '../api/search-universities';

export interface PickedUniversity {
  id: string;
  nameCn: string;
}

/** Type a school's Chinese or English name, pick one of the catalog's matches. */
export function UniversitySearch({
  value,
  onChange,
}: {
  value: PickedUniversity | null;
  onChange: (school: PickedUniversity | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const term = keyword.trim();
  const result = useQuery(`plan-school-search:${term}`, (signal) => searchUniversities(term, signal), {
    enabled: term.length > 0 && value === null,
  });
  if (value) {
    return (
      <Box borderWidth="1px" rounded="md" px="3" py="2" display="flex" alignItems="center" gap="2" w="full">
        <Text flex="1" data-testid="picked-school">
          {value.nameCn}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
          重选
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="1" w="full">
      <Input
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder="输入学校中文或英文名称搜索"
        aria-label="搜索学校"
        maxLength={50}
      />
      {term && result.data && (
        <Stack
          gap="0"
          borderWidth="1px"
          rounded="md"
          maxH="48"
          overflowY="auto"
          role="listbox"
          aria-label="学校"
        >
          {result.data.list.length === 0 ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              没有找到匹配的学校
            </Text>
          ) : (
            result.data.list.map((school) => (
              <Button
                key={school.id}
                role="option"
                aria-selected={false}
                variant="ghost"
                justifyContent="flex-start"
                size="sm"
                onClick={() => onChange({ id: school.id, nameCn: school.nameCn })}
              >
                {school.nameCn}{' '}
                <Text as="span" color="fg.muted" fontSize="xs" ms="1" truncate>
                  {school.nameEn}
                </Text>
              </Button>
            ))
          )}
        </Stack>
      )}
      {result.error && (
        <Text fontSize="sm" color="red.600">
          {result.error}
        </Text>
      )}
    </Stack>
  );
}
