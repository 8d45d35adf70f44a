import { Text } from '@chakra-ui/react';

import { DICTIONARIES } from '@/contract/dictionaries';
import { getHomeAdvisers } from '@/features/home/api/get-home-advisers';
import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { ListSection } from '@/features/home/components/home-section';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 4;
const typeName = (code: string) => DICTIONARIES.ADVISER_TYPE.find(([c]) => c === code)?.[1] ?? '';
const countryName = (code: string) => DICTIONARIES.VISA_COUNTRY.find(([c]) => c === code)?.[1] ?? code;

/** 热门顾问: the counselors with the most offers recorded on the platform, to their page and to /counselor/list. */
export function AdviserSection() {
  const result = useQuery('home-advisers', (signal) => getHomeAdvisers(PAGE_SIZE, signal));
  return (
    <ListSection
      title="热门顾问"
      more={{ to: '/counselor/list' }}
      testId="home-advisers"
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label="热门顾问">
          {data.list.map((adviser) => (
            <CompactRow
              key={adviser.id}
              testId="home-adviser-item"
              target={{ to: '/counselor/detail', search: { id: adviser.id } }}
              title={adviser.nameCn}
              text={[typeName(adviser.adviserType), adviser.orgNameCn].filter(Boolean).join(' · ')}
              meta={
                <>
                  <Text as="span">从业 {adviser.yearsOfExperience} 年</Text>
                  <Text as="span">平台记录录取 {adviser.offerCount} 枚</Text>
                  <Text as="span">{adviser.countries.map(countryName).join('、')}</Text>
                </>
              }
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
