import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';

import { LoadState } from '@/components/ui/load-state';
import type { Offer } from '@/contract/journey-apply';
import { useQuery } from '@/lib/use-query';

import { getOfferEmail } from '../api/get-offer-email';

/** 查看邮件: the offer email's subject and content, as text. */
export function OfferEmailDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const email = useQuery(`offer-email:${offer.id}`, (signal) => getOfferEmail(offer.id, signal));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="offer-email">
            <Dialog.Header>
              <Dialog.Title>{offer.universityName} 录取邮件</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger />
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                关闭
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
