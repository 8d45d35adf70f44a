import { Badge, Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import type { UniversityListItem } from '@/contract/catalog';

import { searchSchools } from '../api/search-schools';
import type { TaggedSchool } from '../state/circle-kinds';

const SEARCH_DELAY_MS = 300;

/**
 * 关联学校: type a school's name (Chinese, English or an alias), pick one of the first five matches of the
 * catalog. Picking a school replaces the topic (a post has one tag). Offline or on an error the list simply
 * stays empty; the post can still be sent without a school.
 */
export function SchoolTagPicker({
  school,
  onChange,
}: {
  school: TaggedSchool | null;
  onChange: (school: TaggedSchool | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  // the matches of the term they were fetched for: a newer term shows nothing until its own arrive
  const [found, setFound] = useState<{ term: string; list: UniversityListItem[] }>({ term: '', list: [] });
  const term = keyword.trim();
  const matches = !school && term && found.term === term ? found.list : [];

  useEffect(() => {
    if (!term || school) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSchools(term, controller.signal).then(
        (page) => setFound({ term, list: page.list }),
        () => setFound({ term, list: [] }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, school]);

  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">
        关联学校（可选）
      </Text>
      {school ? (
        <HStack gap="1">
          <Badge size="md" variant="subtle" colorPalette="brand" data-testid="circle-compose-school">
            {school.name}
          </Badge>
          <CloseButton size="2xs" aria-label={`取消关联 ${school.name}`} onClick={() => onChange(null)} />
        </HStack>
      ) : (
        <>
          <Input
            size="sm"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="输入学校名称，如 墨尔本大学"
            aria-label="关联学校"
            maxLength={50}
          />
          {matches.length > 0 && (
            <Stack gap="1" role="listbox" aria-label="匹配的学校">
              {matches.map((item) => (
                <Button
                  key={item.id}
                  role="option"
                  aria-selected={false}
                  size="xs"
                  variant="ghost"
                  justifyContent="flex-start"
                  onClick={() => {
                    onChange({ id: item.id, name: item.nameCn });
                    setKeyword('');
                  }}
                >
                  <Text as="span" truncate>
                    {item.nameCn}{' '}
                    <Text as="span" color="fg.muted" ms="1">
                      {item.nameEn}
                    </Text>
                  </Text>
                </Button>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
