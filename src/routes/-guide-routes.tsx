/**
 * The guide sections' route components (/visa, /academic ... and their articles), in those routes' split chunks
 * only: the route files reference them from their `component`, which the router's code splitting moves out of
 * the initial chunk.
 */
import type { GuideSection } from '@/contract/guide';
import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { GuideListPage } from '@/features/guide/components/guide-list-page';
import type { GuideListSearch } from '@/features/guide/search';
import { useSearchState, type SearchRoute } from '@/routes/-route-kit';

/** A guide section's list (/visa, /academic ...): its filters and page in the URL. */
export function GuideListRoute({
  route,
  section,
}: {
  route: SearchRoute<GuideListSearch>;
  section: GuideSection;
}) {
  const [search, onSearch] = useSearchState(route);
  return <GuideListPage section={section} search={search} onSearch={onSearch} />;
}

/** A guide article (/visa/detail?id=, /academic-detail?id= ...). */
export function GuideDetailRoute({
  route,
  section,
}: {
  route: { useSearch: () => { id: string } };
  section: GuideSection;
}) {
  return <GuideDetailPage section={section} id={route.useSearch().id} />;
}
