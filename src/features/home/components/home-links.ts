import { GUIDE_SECTIONS, PAGE_TYPE_SEGMENTS, type GuideSection } from '@/contract/guide';
import { isInAppPath } from '@/contract/home';

/** Where a router Link goes: a path and its search params. */
export interface HomeLinkTarget {
  to: string;
  search: Record<string, string>;
}

function isPageType(section: GuideSection): section is keyof typeof PAGE_TYPE_SEGMENTS {
  return section in PAGE_TYPE_SEGMENTS;
}

/** A guide article: `/{segment}/detail?id=` for the page types, `{detailPath}?id=` for the typed sections. */
export function guideDetailTarget(section: GuideSection, id: string): HomeLinkTarget {
  const to = isPageType(section)
    ? `/${PAGE_TYPE_SEGMENTS[section]}/detail`
    : GUIDE_SECTIONS[section].detailPath;
  return { to, search: { id } };
}

/**
 * An ad's in-app path ("/schools?country=US") as a router target; null for anything that is not a path of this
 * site (an external or protocol-relative URL), so a banner never leaves the app.
 */
export function inAppTarget(path: string): HomeLinkTarget | null {
  if (!isInAppPath(path)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return null;
    return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
  } catch {
    return null;
  }
}
