import { createFileRoute } from '@tanstack/react-router';

import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/privacy')({
  ...pageOptions('Privacy'),
  component: PrivacyPage,
});
