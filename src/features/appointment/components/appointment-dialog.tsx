import { Alert, Box, Button, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import {
  APPOINTMENT_MESSAGES,
  appointmentFormSchema,
  type AdmissionSession,
  type Appointment,
} from '@/contract/appointment';
import { LIMITS } from '@/contract/limits';
import { addAppointment } from '@/features/appointment/api/add-appointment';
import { getAppointmentConfig } from '@/features/appointment/api/get-appointment-config';
import { formatRange, formatSlot } from '@/features/appointment/components/format';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

type FieldName = 'slotId' | 'contactName' | 'contactPhone' | 'note';

/** The appointment form of a session: its config's time slots, contact name and phone, a note. */
export function AppointmentDialog({
  session,
  defaultName,
  defaultPhone,
  onClose,
  onBooked,
}: {
  session: AdmissionSession;
  defaultName: string;
  defaultPhone: string;
  onClose: () => void;
  onBooked: (appointment: Appointment) => void;
}) {
  const config = useQuery(session.id, (signal) => getAppointmentConfig(session.id, signal));
  const [slotId, setSlotId] = useState('');
  const [contactName, setContactName] = useState(defaultName);
  const [contactPhone, setContactPhone] = useState(defaultPhone);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = appointmentFormSchema.safeParse({ slotId, contactName, contactPhone, note });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const appointment = await addAppointment({ sessionId: session.id, ...parsed.data });
      setBooked(appointment);
      showToast({ type: 'success', message: APPOINTMENT_MESSAGES.booked });
      onBooked(appointment);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
      config.refetch();
    } finally {
      setSending(false);
    }
  }

  const slots = config.data?.slots ?? [];
  return (
    <DialogShell
      title={<>预约：{session.title}</>}
      onClose={onClose}
      scrollBehavior="inside"
      mx="3"
      maxW="lg"
      data-testid="appointment-dialog"
      close
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={booked ? '关闭' : '取消'}
          confirmLabel={booked ? undefined : '确认预约'}
          form="appointment-form"
          loading={sending}
          disabled={!config.data}
        />
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {formatRange(session.startAt, session.endAt, session.timeZone)} ·{' '}
        {session.online ? '线上' : session.location}
      </Text>
      {booked ? (
        <Stack gap="3" data-testid="appointment-booked">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>
              预约成功：{formatSlot(booked.slotStartAt, booked.slotEndAt, session.timeZone)}，联系人{' '}
              {booked.contactName}
            </Alert.Title>
          </Alert.Root>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/personal" search={{ component: 'appointments' }}>
              查看我的预约
            </Link>
          </Button>
        </Stack>
      ) : config.error && !config.data ? (
        <ErrorState message={config.error} offline={config.offline} onRetry={config.refetch} />
      ) : !config.data ? (
        <ListSkeleton rows={2} height="12" />
      ) : (
        <form id="appointment-form" onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <FormField label="预约时段" error={errors.slotId} required>
              <SimpleGrid
                columns={{ base: 1, sm: 2 }}
                gap="2"
                w="full"
                role="radiogroup"
                aria-label="预约时段"
              >
                {slots.map((slot) => {
                  const chosen = slot.id === slotId;
                  return (
                    <Button
                      key={slot.id}
                      type="button"
                      role="radio"
                      aria-checked={chosen}
                      variant={chosen ? 'solid' : 'outline'}
                      colorPalette="brand"
                      disabled={slot.remaining === 0}
                      onClick={() => setSlotId(slot.id)}
                      h="auto"
                      py="2"
                      flexDirection="column"
                      gap="0"
                    >
                      <Text>{formatSlot(slot.startAt, slot.endAt, session.timeZone)}</Text>
                      <Text fontSize="xs" fontWeight="normal">
                        {slot.remaining === 0 ? '已约满' : `剩余 ${slot.remaining} 个名额`}
                      </Text>
                    </Button>
                  );
                })}
              </SimpleGrid>
            </FormField>
            <FormField label="联系人姓名" error={errors.contactName} required>
              <Input
                value={contactName}
                maxLength={LIMITS.PROFILE_NAME_MAX}
                onChange={(e) => setContactName(e.target.value)}
                autoComplete="name"
              />
            </FormField>
            <FormField label="手机号" error={errors.contactPhone} required>
              <Input
                value={contactPhone}
                inputMode="tel"
                maxLength={11}
                onChange={(e) => setContactPhone(e.target.value)}
                autoComplete="tel"
              />
            </FormField>
            <FormField label="备注（选填）" error={errors.note}>
              <Textarea
                value={note}
                rows={2}
                maxLength={LIMITS.APPOINTMENT_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                placeholder="如希望了解的专业、需要的协助"
              />
            </FormField>
            {refusal && (
              <Box role="alert" color="red.600" fontSize="sm" data-testid="appointment-refusal">
                {refusal}
              </Box>
            )}
          </Stack>
        </form>
      )}
    </DialogShell>
  );
}
