/** Every table of the one pg-core schema; drizzle-kit reads this file (drizzle.config.ts). */
export * from '../modules/user/user.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/common/common.table.ts';
export * from '../modules/common/region.table.ts';
export * from '../modules/common/student-school.table.ts';
export * from '../modules/school/school.table.ts';
export * from '../modules/major/major.table.ts';
export * from '../modules/idempotency/idempotency.table.ts';
export * from '../modules/news/news.table.ts';
export * from '../modules/ai-select/ai-select.table.ts';
export * from '../modules/my-university-list/my-university-list.table.ts';
export * from '../modules/organization/organization.table.ts';
export * from '../modules/chat/chat.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/qa/qa.table.ts';
export * from '../modules/guide/guide.table.ts';
export * from '../modules/home/home.table.ts';
