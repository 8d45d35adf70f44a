import { Box, Button, Card, Drawer, Flex, Heading, List, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { SERVICE_CHOICES, type ServiceChoice } from '@/features/service-mode/state/service-mode';

const ACCENT: Record<ServiceChoice['serviceType'], string> = {
  ADVISOR: 'orange',
  ONLINE: 'brand',
  DIY: 'teal',
};

/** Full-screen drawer from the top with the three service cards; selecting emits index 0, 1 or 2. */
export function ServiceSelector({
  open,
  onSelect,
}: {
  open: boolean;
  onSelect: (index: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const select = async (index: number) => {
    setBusy(index);
    try {
      await onSelect(index);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Drawer.Root open={open} placement="top" size="full" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid="service-selector"
            bgGradient="to-b"
            gradientFrom="brand.50"
            gradientTo="bg"
            overflowY="auto"
          >
            <Drawer.Body py={{ base: '8', md: '16' }} px={{ base: '4', md: '8' }}>
              <Box maxW="6xl" mx="auto">
                <Drawer.Title asChild>
                  <Heading as="h2" size={{ base: 'xl', md: '3xl' }} textAlign="center">
                    选择适合你的留学服务
                  </Heading>
                </Drawer.Title>
                <Text textAlign="center" color="fg.muted" mt="3" mb={{ base: '6', md: '12' }}>
                  之后可以随时在个人空间更改
                </Text>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
                  {SERVICE_CHOICES.map((choice) => (
                    <Card.Root
                      key={choice.index}
                      colorPalette={ACCENT[choice.serviceType]}
                      borderTopWidth="4px"
                      borderTopColor="colorPalette.solid"
                      shadow="md"
                    >
                      <Card.Body gap="3">
                        <Heading as="h3" size="lg">
                          {choice.title}
                        </Heading>
                        <Text color="fg.muted">{choice.subtitle}</Text>
                        <List.Root gap="1.5" ps="5" fontSize="sm">
                          {choice.points.map((p) => (
                            <List.Item key={p}>{p}</List.Item>
                          ))}
                        </List.Root>
                      </Card.Body>
                      <Card.Footer>
                        <Flex w="full">
                          <Button
                            flex="1"
                            colorPalette={ACCENT[choice.serviceType]}
                            variant={choice.serviceType === 'DIY' ? 'outline' : 'solid'}
                            loading={busy === choice.index}
                            disabled={busy !== null && busy !== choice.index}
                            onClick={() => void select(choice.index)}
                          >
                            {choice.action}
                          </Button>
                        </Flex>
                      </Card.Footer>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
