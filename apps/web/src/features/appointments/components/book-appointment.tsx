import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { dayChip } from '@otousta/shared/hours/clock-text';
import { addDays, toLocal } from '@otousta/shared/hours/istanbul';
import { createAppointmentSchema } from '@otousta/shared/schemas/appointments';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths, signInHref } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { SlotButtons } from '../../../components/ui/slot-buttons';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useHere } from '../../../lib/use-here';
import { useCreateAppointment } from '../api/create-appointment';
import { useSlots } from '../api/get-slots';

/** How many days ahead the booking dialog offers. */
const DAYS_SHOWN = 14;

function SlotPicker({
  businessId,
  date,
  value,
  onChange,
  error,
}: {
  businessId: string;
  date: string;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const slots = useSlots(businessId, date);
  if (slots.isPending) return <Loader size="sm" aria-label="Boş saatler yükleniyor" />;
  if (slots.isError) return <Text c="red">Boş saatler yüklenemedi: {errorText(slots.error)}</Text>;
  return (
    <Stack gap={4}>
      <SlotButtons slots={slots.data.slots} value={value} onChange={onChange} />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** 'Randevu Al' on a business page: pick a day, see its free slots, book one (docs/product.md §10 'Appointments'). */
export function BookAppointment({ business }: { business: PublicUser }) {
  const { user } = useSession();
  const here = useHere();
  const [opened, setOpened] = useState(false);
  const today = toLocal(new Date()).date;
  const [date, setDate] = useState(today);
  const create = useCreateAppointment();
  const form = useForm({
    initialValues: { startsAt: '', service: '', note: '' },
    schema: createAppointmentSchema,
    toInput: (values) => ({ ...values, businessId: business.id }),
  });

  if (!business.hours) return null;
  if (!user) {
    return (
      <Button component={Link} to={signInHref(here)} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
        Randevu Al
      </Button>
    );
  }

  const close = () => {
    setOpened(false);
    create.reset();
    form.reset();
  };

  return (
    <>
      <Button onClick={() => setOpened(true)} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
        Randevu Al
      </Button>
      <Modal opened={opened} onClose={close} title="Randevu Al" size="lg">
        {create.isSuccess ? (
          <Stack>
            <Alert color="green" role="status">
              Randevu talebiniz işletmeye iletildi. İşletme onayladığında size haber vereceğiz.
            </Alert>
            <Group>
              <Button component={Link} to={paths.myAppointments}>
                Randevularım
              </Button>
              <Button variant="default" onClick={close}>
                Kapat
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((_data, values) =>
              create.mutate(
                { businessId: business.id, ...values },
                { onError: (error) => form.showServerErrors(error) },
              ),
            )}
          >
            <Stack>
              <Text fw={600} id="appointment-day">
                Gün seçin
              </Text>
              <Group gap="xs" role="radiogroup" aria-labelledby="appointment-day">
                {Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i)).map((day) => (
                  <Button
                    key={day}
                    role="radio"
                    aria-checked={day === date}
                    size="xs"
                    variant={day === date ? 'filled' : 'light'}
                    onClick={() => {
                      setDate(day);
                      form.set('startsAt', '');
                    }}
                  >
                    {dayChip(day, today)}
                  </Button>
                ))}
              </Group>
              <Text fw={600}>Boş saatler</Text>
              <SlotPicker
                businessId={business.id}
                date={date}
                value={form.values.startsAt}
                onChange={(startsAt) => form.set('startsAt', startsAt)}
                error={form.errors.startsAt ? 'Bir saat seçin.' : undefined}
              />
              <TextInput
                label="Hizmet"
                placeholder="ör. Periyodik bakım, fren balatası"
                required
                {...form.text('service')}
              />
              <Textarea label="Not (isteğe bağlı)" autosize minRows={2} {...form.text('note')} />
              {create.isError && <FormError>{errorText(create.error)}</FormError>}
              <Text size="xs" c="dimmed">
                Saatler Türkiye saatiyle (GMT+3). Talebiniz işletme onaylayınca kesinleşir.{' '}
                <Anchor component={Link} to={paths.myAppointments} size="xs">
                  Randevularım
                </Anchor>
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending}>
                  Randevu Talebi Gönder
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
