import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { GUIDE_SECTIONS, PAGE_TYPE_SEGMENTS, type GuideSection } from '@/contract/guide';
import { isPageType } from '@/features/guide/components/guide-names';

/**
 * A link to an article of a section: `/visa/detail?id=` for the page types (the AboardDetail route),
 * `/standardized-exam-detail?id=` for the typed sections. Extra props (LinkOverlay's class) reach the anchor.
 */
export function GuideLink({
  section,
  id,
  children,
  ...rest
}: {
  section: GuideSection;
  id: string;
  children?: ReactNode;
  className?: string;
}) {
  if (isPageType(section)) {
    return (
      <Link to="/$type/detail" params={{ type: PAGE_TYPE_SEGMENTS[section] }} search={{ id }} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={GUIDE_SECTIONS[section].detailPath} search={{ id }} {...rest}>
      {children}
    </Link>
  );
}
