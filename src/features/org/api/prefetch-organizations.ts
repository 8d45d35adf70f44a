import { prefetchHotOrgs } from '@/features/org/api/get-hot-orgs';
import { prefetchVisitorAdvisers } from '@/features/org/api/get-recommend-advisers';

/** The /organizations route's loader: 热门机构 and a visitor's 推荐顾问 come with the page. */
export function prefetchOrganizationsPage(): Promise<unknown> {
  return Promise.all([prefetchHotOrgs(), prefetchVisitorAdvisers()]);
}
