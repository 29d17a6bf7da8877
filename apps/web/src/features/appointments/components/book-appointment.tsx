import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { toLocal } from '@otousta/shared/hours/istanbul';
import { createAppointmentSchema } from '@otousta/shared/schemas/appointments';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths, signInHref } from '../../../app/paths';
import { DaySlotPicker } from '../../../components/ui/day-slot-picker';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useHere } from '../../../lib/use-here';
import { useCreateAppointment } from '../api/create-appointment';

/** 'Randevu Al' on a business page: pick a day, see its free slots, book one (docs/product.md §10 'Appointments'). */
export function BookAppointment({ business }: { business: PublicUser }) {
  const { user } = useSession();
  const here = useHere();
  const [opened, setOpened] = useState(false);
  const today = toLocal(new Date()).date;
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
              <DaySlotPicker
                businessId={business.id}
                firstDay={today}
                dayLabel="Gün seçin"
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
