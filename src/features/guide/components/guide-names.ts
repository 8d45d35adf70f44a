import { useMemo } from 'react';

import { PAGE_TYPES, type PageType } from '@/contract/code-tables';
import { DICTIONARIES } from '@/contract/dictionaries';
import { GUIDE_SECTIONS, type GuideListItem, type GuideSection } from '@/contract/guide';
import { useDictionary } from '@/lib/reference-data';

/** The dictionary of a section's badges and chips: its type dictionary, else the countries (VISA_COUNTRY). */
export function dictOfSection(section: GuideSection) {
  return GUIDE_SECTIONS[section].typeDict ?? 'VISA_COUNTRY';
}

export interface SectionNames {
  /** The dictionary's codes in display order. */
  codes: readonly string[];
  /** A code's name; the code itself when no dictionary knows it. */
  nameOf: (code: string) => string;
  /** The badge of an article: its type (typed sections) or its country, null when it has neither. */
  badgeOf: (item: Pick<GuideListItem, 'typeCode' | 'countryCode'>) => string | null;
}

/**
 * Names of a section's codes from the server's dictionary (useDictionary, shared and cached offline by the
 * service worker); until it has answered, or when it failed, the contract's copy of the same dictionary.
 */
export function useSectionNames(section: GuideSection): SectionNames {
  const dictCode = dictOfSection(section);
  const dictionary = useDictionary(dictCode).data;
  return useMemo(() => {
    const items: readonly (readonly [string, string])[] = dictionary?.length
      ? dictionary.map((item) => [item.dictDetailCode, item.dictDetailName] as const)
      : DICTIONARIES[dictCode];
    const names = new Map(items);
    const nameOf = (code: string) => names.get(code) ?? code;
    const typed = GUIDE_SECTIONS[section].typeDict !== null;
    return {
      codes: items.map(([code]) => code),
      nameOf,
      badgeOf: (item) => {
        const code = typed ? item.typeCode : item.countryCode;
        return code ? nameOf(code) : null;
      },
    };
  }, [dictionary, dictCode, section]);
}

export function isPageType(section: GuideSection): section is PageType {
  return (PAGE_TYPES as readonly string[]).includes(section);
}
