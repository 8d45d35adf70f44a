import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { ServiceType } from '@/contract/code-tables';
import { SERVICE_TYPE_LABEL } from '@/contract/journey-plan';
import { updateServiceType } from '@/features/service-mode/api/update-service-type';
import { SERVICE_CHOICES } from '@/features/service-mode/state/service-mode';
import { useSessionSnapshot } from '@/lib/hydration';
import { setUser } from '@/lib/session';
import { showToast } from '@/lib/toast';

/**
 * 服务模式 in the base info (the selector promises "之后可以随时在个人空间更改"): the current mode and 更改服务模式,
 * an inline choice of the selector's three cards saved through updateServiceType; the session user is
 * refreshed so every page sees the new mode.
 */
export function ServiceModeCard() {
  const snap = useSessionSnapshot();
  const current = snap.user?.serviceType ?? null;
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<ServiceType | null>(current);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!choice || choice === current) {
      setEditing(false);
      return;
    }
    setBusy(true);
    try {
      await setUser(await updateServiceType(choice));
      showToast({ type: 'success', message: `服务模式已改为${SERVICE_TYPE_LABEL[choice]}` });
      setEditing(false);
    } catch {
      // http has shown the reason; the choice stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg" data-testid="service-mode-card">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            服务模式
          </Heading>
          <HStack gap="2">
            {current ? (
              <Badge colorPalette="brand" size="lg" data-testid="service-mode-current">
                {SERVICE_TYPE_LABEL[current]}
              </Badge>
            ) : (
              <Text color="fg.muted" fontSize="sm" data-testid="service-mode-current">
                尚未选择
              </Text>
            )}
          </HStack>
        </Stack>
        {!editing && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setChoice(current);
              setEditing(true);
            }}
          >
            更改服务模式
          </Button>
        )}
      </HStack>
      {editing && (
        <Stack gap="3" mt="4">
          <Stack direction={{ base: 'column', md: 'row' }} gap="2" role="group" aria-label="服务模式">
            {SERVICE_CHOICES.map((c) => (
              <Button
                key={c.serviceType}
                variant={choice === c.serviceType ? 'subtle' : 'outline'}
                colorPalette={choice === c.serviceType ? 'brand' : 'gray'}
                aria-pressed={choice === c.serviceType}
                onClick={() => setChoice(c.serviceType)}
                flex="1"
                h="auto"
                py="3"
                whiteSpace="normal"
              >
                <Stack gap="0.5" align="flex-start" textAlign="start" w="full">
                  <Text fontWeight="semibold">{SERVICE_TYPE_LABEL[c.serviceType]}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {c.subtitle}
                  </Text>
                </Stack>
              </Button>
            ))}
          </Stack>
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={busy}>
              取消
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              disabled={!choice}
              onClick={() => void save()}
            >
              保存
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
