import { createFileRoute } from '@tanstack/react-router';

import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/privacy')({
  head: () => pageHead('Privacy'),
  component: PrivacyPage,
});
