import { Box, Button, Card, CloseButton, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment, useId, useState } from 'react';

import { FullScreenDialog } from '@/components/ui/full-screen-dialog';
import { SERVICE_SELECTOR_TEXT } from '@/contract/ui-text';
import { SERVICE_CHOICES, type ServiceChoice } from '@/features/service-mode/state/service-mode';

const ACCENT: Record<ServiceChoice['serviceType'], string> = {
  ADVISOR: 'orange',
  ONLINE: 'brand',
  DIY: 'teal',
};

/**
 * Full-screen dialog sliding in from the top with the three service cards; selecting emits index 0, 1 or 2.
 * ✕ (关闭) and Esc close it without a choice: the visitor stays on the page they opened. On a phone
 * the cards are compact (their points on one line) so all three fit a 390x844 screen unscrolled.
 * It opens over a first visit's first screen: a FullScreenDialog (the browser's `inert`), not a Chakra
 * Drawer, whose scroll lock and focus trap measured the whole page while it rendered.
 */
export function ServiceSelector({
  open,
  onSelect,
  onClose,
}: {
  open: boolean;
  onSelect: (index: number) => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const titleId = useId();
  const select = async (index: number) => {
    setBusy(index);
    try {
      await onSelect(index);
    } finally {
      setBusy(null);
    }
  };
  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      data-testid="service-selector"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <CloseButton
        position="absolute"
        top={{ base: '2', md: '4' }}
        insetEnd={{ base: '2', md: '4' }}
        size={{ base: 'sm', md: 'md' }}
        aria-label={SERVICE_SELECTOR_TEXT.close}
        onClick={onClose}
      />
      <Box
        minH="full"
        py={{ base: '5', md: '16' }}
        px={{ base: '4', md: '8' }}
        display="flex"
        alignItems={{ base: 'flex-start', md: 'center' }}
      >
        <Box maxW="6xl" mx="auto" w="full">
          <Heading
            as="h2"
            id={titleId}
            textAlign="center"
            px="8"
            fontSize={{ base: 'xl', md: '3xl' }}
            lineHeight={{ base: '1.75rem', md: '2.375rem' }}
            fontWeight="bold"
          >
            {SERVICE_SELECTOR_TEXT.title}
          </Heading>
          <Text
            textAlign="center"
            color="fg.muted"
            fontSize={{ base: 'sm', md: 'md' }}
            mt={{ base: '1', md: '3' }}
            mb={{ base: '4', md: '12' }}
          >
            {SERVICE_SELECTOR_TEXT.subtitle}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '6' }}>
            {SERVICE_CHOICES.map((choice) => (
              <Card.Root
                key={choice.index}
                size={{ base: 'sm', md: 'md' }}
                colorPalette={ACCENT[choice.serviceType]}
                borderTopWidth="4px"
                borderTopColor="colorPalette.solid"
                shadow="md"
              >
                <Card.Body gap={{ base: '1', md: '3' }}>
                  <Heading as="h3" size={{ base: 'md', md: 'xl' }}>
                    {choice.title}
                  </Heading>
                  <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                    {choice.subtitle}
                  </Text>
                  <List.Root gap="1.5" ps="5" fontSize="sm" hideBelow="md">
                    {choice.points.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List.Root>
                  <Text fontSize="xs" color="fg.muted" hideFrom="md">
                    {choice.points.map((p, i) => (
                      <Fragment key={p}>
                        {i > 0 && ' · '}
                        <Box as="span" whiteSpace="nowrap">
                          {p}
                        </Box>
                      </Fragment>
                    ))}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button
                    flex="1"
                    size={{ base: 'sm', md: 'md' }}
                    colorPalette={ACCENT[choice.serviceType]}
                    variant={choice.serviceType === 'DIY' ? 'outline' : 'solid'}
                    loading={busy === choice.index}
                    disabled={busy !== null && busy !== choice.index}
                    onClick={() => void select(choice.index)}
                  >
                    {choice.action}
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
      </Box>
    </FullScreenDialog>
  );
}
