import { Box, Text } from '@chakra-ui/react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';
import { LoadState } from '@/components/ui/load-state';
import type { Offer } from '@/contract/journey-apply';
import { useQuery } from '@/lib/use-query';

import { getOfferEmail } from '../api/get-offer-email';

/** 查看邮件: the offer email's subject and content, as text. */
export function OfferEmailDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const email = useQuery(`offer-email:${offer.id}`, (signal) => getOfferEmail(offer.id, signal));
  return (
    <DialogShell
      title={<>{offer.universityName} 录取邮件</>}
      onClose={onClose}
      size="lg"
      mx="3"
      data-testid="offer-email"
      close
      footer={<DialogActions onCancel={onClose} cancelLabel="关闭" />}
    >
      <LoadState query={email}>
        {(data) => (
          <Box>
            <Text fontWeight="semibold" mb="3" wordBreak="break-word">
              {data.subject}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
              {data.content || '（邮件正文未录入）'}
            </Text>
          </Box>
        )}
      </LoadState>
    </DialogShell>
  );
}
