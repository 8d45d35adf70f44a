import {
  tierName,
  type AfterAbroadItem,
  type CourseItem,
  type ProgramItem,
  type StrategyItem,
} from '../../../src/contract/journey-plan.ts';
import type { CatalogSchool } from '../ai-select/ai-select.catalog.ts';
import type { PlanItemWithAuthor } from './plan.repository.ts';
import type { AfterAbroadItemRow } from './plan.table.ts';

const UNKNOWN_SCHOOL = '未知学校';

function schoolFields(universityId: string | null, school: CatalogSchool | undefined) {
  return {
    universityId: universityId ?? '',
    nameCn: school?.nameCn ?? UNKNOWN_SCHOOL,
    nameEn: school?.nameEn ?? '',
    country: school?.countryName ?? '',
    logoText: school?.logoText ?? '',
    qsRank: school?.qsLabel ?? null,
  };
}

function authorOf(item: PlanItemWithAuthor) {
  const a = item.author;
  if (!a) return { id: null, name: '顾问', isStaff: true };
  return {
    id: a.id,
    name: a.nameCn ?? a.nickname ?? (a.staffRole === null ? '学生' : '顾问'),
    isStaff: a.staffRole !== null,
  };
}

export function toStrategyItem(item: PlanItemWithAuthor, school: CatalogSchool | undefined): StrategyItem {
  const tier = item.row.tier ?? '02';
  return {
    id: item.row.id,
    ...schoolFields(item.row.universityId, school),
    tier,
    tierName: tierName(tier),
    reason: item.row.reason,
    author: authorOf(item),
    createdAt: item.row.createdAt.toISOString(),
  };
}

export function toCourseItem(item: PlanItemWithAuthor): CourseItem {
  return {
    id: item.row.id,
    name: item.row.name ?? '',
    provider: item.row.provider ?? '',
    courseType: item.row.courseType ?? '其他',
    reason: item.row.reason,
    url: item.row.url || null,
    author: authorOf(item),
    createdAt: item.row.createdAt.toISOString(),
  };
}

export function toProgramItem(item: PlanItemWithAuthor, school: CatalogSchool | undefined): ProgramItem {
  return {
    id: item.row.id,
    ...schoolFields(item.row.universityId, school),
    programName: item.row.programName ?? '',
    degree: item.row.degree ?? '其他',
    intake: item.row.intake ?? '',
    notes: item.row.notes,
    author: authorOf(item),
    createdAt: item.row.createdAt.toISOString(),
  };
}

export function toAfterAbroadItem(row: AfterAbroadItemRow): AfterAbroadItem {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    done: row.done,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}
