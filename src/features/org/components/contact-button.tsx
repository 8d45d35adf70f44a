import { Button } from '@chakra-ui/react';
import { useState } from 'react';

import { getOrgService } from '@/features/org/api/get-org-service';
import { APP_EVENTS, emitAppEvent, type OpenChatDetail } from '@/lib/events';

/**
 * 联系机构 / 联系顾问: opens the chat dialog (ChatHost listens to OPEN_CHAT) with the organization's
 * customer-service account, or with the counselor's own account.
 */
export function ContactButton(
  props: { orgId: string; label?: string } | { adviserId: string; label?: string },
) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if ('adviserId' in props) {
      emitAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, { friendId: props.adviserId });
      return;
    }
    setBusy(true);
    try {
      const service = await getOrgService(props.orgId);
      emitAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, { friendId: service.userId });
    } catch {
      // http has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="brand" loading={busy} onClick={() => void open()} data-testid="contact-button">
      {props.label ?? ('adviserId' in props ? '联系顾问' : '联系机构')}
    </Button>
  );
}
