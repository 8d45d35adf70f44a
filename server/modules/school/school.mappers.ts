/** Row-to-contract mapping of a university list item, shared by the repository and the in-memory index. */
import { sql } from 'drizzle-orm';

import type { UniversityListItem } from '../../../src/contract/catalog.ts';
import { universitiesTable } from './school.table.ts';

export const listColumns = {
  id: universitiesTable.id,
  nameCn: universitiesTable.nameCn,
  nameEn: universitiesTable.nameEn,
  countryCode: universitiesTable.countryCode,
  countryName: universitiesTable.countryName,
  logoText: universitiesTable.logoText,
  typeName: universitiesTable.typeName,
  /** The Chinese city name when the catalog has one, else the city as the source writes it. */
  city: sql<string | null>`coalesce(${universitiesTable.cityCn}, ${universitiesTable.city})`,
  webPage: universitiesTable.webPage,
  aiRank: universitiesTable.aiRank,
  qsLabel: universitiesTable.qsLabel,
  qsRank: universitiesTable.qsRank,
  usNewsLabel: universitiesTable.usNewsLabel,
  usNewsRank: universitiesTable.usNewsRank,
  theLabel: universitiesTable.theLabel,
  theRank: universitiesTable.theRank,
  arwuLabel: universitiesTable.arwuLabel,
  arwuRank: universitiesTable.arwuRank,
};

interface ListRow {
  id: string;
  nameCn: string;
  nameEn: string;
  countryCode: string;
  countryName: string;
  logoText: string;
  typeName: string | null;
  city: string | null;
  webPage: string | null;
  aiRank: number | null;
  qsLabel: string | null;
  qsRank: number | null;
  usNewsLabel: string | null;
  usNewsRank: number | null;
  theLabel: string | null;
  theRank: number | null;
  arwuLabel: string | null;
  arwuRank: number | null;
}

export function cell(label: string | null, number: number | null) {
  return label !== null && number !== null ? { label, number } : null;
}

export function toListItem(row: ListRow): UniversityListItem {
  return {
    id: row.id,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    countryCode: row.countryCode,
    countryName: row.countryName,
    logoText: row.logoText,
    typeName: row.typeName,
    city: row.city,
    webPage: row.webPage,
    ranks: {
      ai: row.aiRank === null ? null : { label: String(row.aiRank), number: row.aiRank },
      qs: cell(row.qsLabel, row.qsRank),
      usNews: cell(row.usNewsLabel, row.usNewsRank),
      the: cell(row.theLabel, row.theRank),
      arwu: cell(row.arwuLabel, row.arwuRank),
    },
  };
}
