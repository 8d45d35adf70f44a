import { Text } from '@chakra-ui/react';

import { DICTIONARIES } from '@/contract/dictionaries';
import type { AdviserListItem } from '@/contract/org';
import { HOME_SECTIONS } from '@/features/home/api/home-sections';
import {
  CompactListSection,
  type RowContent,
  type SectionSpec,
} from '@/features/home/components/home-section';

const typeName = (code: string) => DICTIONARIES.ADVISER_TYPE.find(([c]) => c === code)?.[1] ?? '';
const countryName = (code: string) => DICTIONARIES.VISA_COUNTRY.find(([c]) => c === code)?.[1] ?? code;

const ADVISERS: SectionSpec = {
  title: '热门顾问',
  to: '/counselor/list',
  id: 'home-advisers',
  rowId: 'home-adviser-item',
};

const adviserRow = (adviser: AdviserListItem): RowContent => ({
  target: { to: '/counselor/detail', search: { id: adviser.id } },
  title: adviser.nameCn,
  text: [typeName(adviser.adviserType), adviser.orgNameCn].filter(Boolean).join(' · '),
  meta: (
    <>
      <Text as="span">从业 {adviser.yearsOfExperience} 年</Text>
      <Text as="span">平台记录录取 {adviser.offerCount} 枚</Text>
      <Text as="span">{adviser.countries.map(countryName).join('、')}</Text>
    </>
  ),
});

/** 热门顾问: the counselors with the most offers recorded on the platform, to their page and to /counselor/list. */
export function AdviserSection() {
  return <CompactListSection section={ADVISERS} query={HOME_SECTIONS.advisers} row={adviserRow} />;
}
