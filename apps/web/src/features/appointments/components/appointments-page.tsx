import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { dateTimeText, dayTitle, localDate, mondayOf, timeText } from '@otousta/shared/hours/clock-text';
import { addDays, toLocal } from '@otousta/shared/hours/istanbul';
import {
  type Appointment,
  type AppointmentStatus,
  appointmentStatusLabels,
  createBlockSchema,
  reasonSchema,
  type TimeBlock,
  updateAppointmentSchema,
} from '@otousta/shared/schemas/appointments';
import { formatTurkishNumber, numberFromText } from '@otousta/shared/text/number';
import { formatPlate } from '@otousta/shared/text/plate';
import { formatPrice, formatPriceRange } from '@otousta/shared/text/price';
import { IconChevronLeft, IconChevronRight, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPOINTMENT_PARAM, businessHref, chatHref, paths, quoteHref, signInHref } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { NumberField } from '../../../components/ui/number-field';
import { QueryResult } from '../../../components/ui/query-result';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { useBlockTime } from '../api/block-time';
import { type Side, useAppointments } from '../api/get-appointments';
import { useUnblockTime } from '../api/unblock-time';
import { useUpdateAppointment } from '../api/update-appointment';

const statusColors: Record<AppointmentStatus, string> = {
  requested: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'red',
};

function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" tt="none">
      {appointmentStatusLabels[status]}
    </Badge>
  );
}

function CancelDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const update = useUpdateAppointment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    update.reset();
    onClose();
  };
  return (
    <Modal opened={appointment !== null} onClose={close} title="Randevuyu iptal et">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = reasonSchema.safeParse(reason);
          if (!checked.success) {
            setError(checked.error.issues[0]?.message);
            return;
          }
          update.mutate({ id: appointment!.id, status: 'cancelled', reason: checked.data }, { onSuccess: close });
        }}
      >
        <Stack>
          <Text size="sm">Karşı taraf iptal nedenini görecek.</Text>
          <Textarea
            label="İptal nedeni"
            required
            autosize
            minRows={2}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
          />
          {update.isError && <FormError>{errorText(update.error)}</FormError>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Vazgeç
            </Button>
            <Button type="submit" color="red" loading={update.isPending}>
              Randevuyu İptal Et
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What a completed job's customer may do about its business: 'Değerlendir' until they have reviewed it. */
export type ReviewAction = (businessId: string) => ReactNode;

/**
 * 'Tamamlandı olarak işaretle': asks first, and takes the final price and km if the business gives them. The customer
 * is invited to review the job.
 */
function CompleteDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const update = useUpdateAppointment();
  const form = useForm({
    initialValues: { finalPrice: '', km: '' },
    schema: updateAppointmentSchema,
    toInput: (v) => ({
      status: 'completed',
      finalPrice: numberFromText(v.finalPrice, undefined),
      km: numberFromText(v.km, undefined),
    }),
  });
  const close = () => {
    form.reset();
    update.reset();
    onClose();
  };
  return (
    <Modal opened={appointment !== null} onClose={close} title="Tamamlandı olarak işaretle">
      <form
        noValidate
        onSubmit={form.onSubmit((input) =>
          update.mutate({ id: appointment!.id, ...input }, { onSuccess: close, onError: form.showServerErrors }),
        )}
      >
        <Stack>
          <Text size="sm">
            {appointment &&
              `${appointment.customer.name} müşterinizin ${dateTimeText(appointment.startsAt)} tarihli işi tamamlandı olarak işaretlenecek. Bu geri alınamaz; müşteriye değerlendirme daveti gönderilir.`}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberField
              label="Son fiyat (TL)"
              description="İsteğe bağlı; aracın servis geçmişine yazılır"
              placeholder="ör. 3.500"
              {...form.text('finalPrice')}
            />
            <NumberField
              label="Kilometre"
              description="İsteğe bağlı"
              decimals={0}
              placeholder="ör. 87.500"
              {...form.text('km')}
            />
          </SimpleGrid>
          {update.isError && <FormError>{errorText(update.error)}</FormError>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Vazgeç
            </Button>
            <Button type="submit" color="green" loading={update.isPending}>
              Tamamlandı Olarak İşaretle
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Actions({
  appointment,
  side,
  onCancel,
  onComplete,
  reviewAction,
}: {
  appointment: Appointment;
  side: Side;
  onCancel: () => void;
  onComplete: () => void;
  reviewAction?: ReviewAction;
}) {
  const update = useUpdateAppointment();
  const move = (status: 'confirmed' | 'no_show') => update.mutate({ id: appointment.id, status });
  const open = appointment.status === 'requested' || appointment.status === 'confirmed';
  const started = new Date(appointment.startsAt) <= new Date();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {side === 'business' && appointment.status === 'requested' && (
          <Button size="xs" onClick={() => move('confirmed')} loading={update.isPending}>
            Onayla
          </Button>
        )}
        {side === 'business' &&
          appointment.status === 'confirmed' &&
          (started ? (
            <>
              <Button size="xs" color="green" onClick={onComplete}>
                Tamamlandı olarak işaretle
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => move('no_show')}>
                Gelmedi
              </Button>
            </>
          ) : (
            <Text size="xs" c="dimmed">
              Randevu saati gelince tamamlandı olarak işaretleyebilirsiniz.
            </Text>
          ))}
        {open && (
          <Button size="xs" variant="default" onClick={onCancel}>
            İptal Et
          </Button>
        )}
        {side === 'customer' && appointment.status === 'completed' && reviewAction?.(appointment.business.id)}
      </Group>
      {update.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(update.error)}
        </Text>
      )}
    </Stack>
  );
}

/** The deal an appointment carries: '1.500 – 2.250,50 TL' of the accepted offer. */
const priceRange = ({ priceMin, priceMax }: Appointment) =>
  priceMin === null || priceMax === null ? null : formatPriceRange(priceMin, priceMax);

/** What the chat starts with when opened from an appointment, so both sides know which job it is about. */
const chatContext = (a: Appointment) =>
  `Randevu: ${dateTimeText(a.startsAt)} · ${a.service}${a.plate ? ` · ${formatPlate(a.plate)}` : ''}`;

/** What a card's buttons open: the page's dialogs, and the review feature's 'Değerlendir'. */
interface CardHandlers {
  onCancel: (appointment: Appointment) => void;
  onComplete: (appointment: Appointment) => void;
  reviewAction?: ReviewAction;
}

function AppointmentCard({
  appointment,
  side,
  handlers,
}: {
  appointment: Appointment;
  side: Side;
  handlers: CardHandlers;
}) {
  const other = side === 'business' ? appointment.customer : appointment.business;
  const [params] = useSearchParams();
  // Opened from a link to this appointment (an accepted offer's 'Randevuyu Gör'): it is brought into view.
  const opened = params.get(APPOINTMENT_PARAM) === appointment.id;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (opened) ref.current?.scrollIntoView({ block: 'center' });
  }, [opened]);
  const price = priceRange(appointment);
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`${other.name} randevusu`}
      aria-current={opened ? 'true' : undefined}
      style={opened ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{dateTimeText(appointment.startsAt)}</Text>
          <StatusBadge status={appointment.status} />
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {side === 'business' ? 'Müşteri: ' : 'İşletme: '}
          {side === 'customer' ? (
            <Anchor component={Link} to={businessHref(other.id)}>
              {other.name}
            </Anchor>
          ) : (
            other.name
          )}
          {other.phone && (
            <Anchor href={`tel:${other.phone}`} ml="xs" aria-label={`${other.name} ara`}>
              <IconPhone size={14} aria-hidden /> {other.phone}
            </Anchor>
          )}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Hizmet: {appointment.service}
        </Text>
        {appointment.plate && <Text size="sm">Araç: {formatPlate(appointment.plate)}</Text>}
        {price && <Text size="sm">Anlaşılan fiyat: {price}</Text>}
        <Group gap="xs">
          {appointment.quoteId && (
            <Anchor
              component={Link}
              size="sm"
              to={quoteHref(side === 'business' ? paths.quoteInbox : paths.myQuotes, appointment.quoteId)}
            >
              Teklif isteğini gör
            </Anchor>
          )}
          <Anchor component={Link} size="sm" to={chatHref(other.id, chatContext(appointment))}>
            <IconMessageCircle size={14} aria-hidden /> Mesaj gönder
          </Anchor>
        </Group>
        {appointment.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Not: {appointment.note}
          </Text>
        )}
        {appointment.status === 'cancelled' && appointment.cancelReason && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {appointment.cancelledBy === 'business' ? 'İşletme' : 'Müşteri'} iptal etti: {appointment.cancelReason}
          </Text>
        )}
        {appointment.status === 'completed' && (appointment.finalPrice !== null || appointment.km !== null) && (
          <Text size="sm">
            {[
              appointment.finalPrice !== null && `Son fiyat: ${formatPrice(appointment.finalPrice)}`,
              appointment.km !== null && `Kilometre: ${formatTurkishNumber(appointment.km)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Actions
          appointment={appointment}
          side={side}
          onCancel={() => handlers.onCancel(appointment)}
          onComplete={() => handlers.onComplete(appointment)}
          reviewAction={handlers.reviewAction}
        />
      </Stack>
    </Paper>
  );
}

function BlockForm() {
  const block = useBlockTime();
  const form = useForm({
    initialValues: { date: '', from: '', to: '', note: '' },
    schema: createBlockSchema,
    toInput: (v) => ({ startsAt: `${v.date}T${v.from}:00+03:00`, endsAt: `${v.date}T${v.to}:00+03:00`, note: v.note }),
    fieldOf: (path) => (path[0] === 'startsAt' ? 'from' : path[0] === 'endsAt' ? 'to' : 'note'),
  });
  return (
    <Paper withBorder p="sm" radius="md">
      <form
        noValidate
        aria-label="Zaman kapat"
        onSubmit={form.onSubmit((_data, v) =>
          block.mutate(
            { startsAt: `${v.date}T${v.from}:00+03:00`, endsAt: `${v.date}T${v.to}:00+03:00`, note: v.note },
            { onSuccess: () => form.reset() },
          ),
        )}
      >
        <Stack gap="xs">
          <Text fw={600}>Zaman kapat</Text>
          <Text size="sm" c="dimmed">
            Kapattığınız saatlere yeni randevu alınamaz; alınmış randevular yerinde kalır.
          </Text>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput type="date" label="Gün" required {...form.text('date')} />
            <TextInput type="time" label="Başlangıç" required {...form.text('from')} />
            <TextInput type="time" label="Bitiş" required {...form.text('to')} />
            <TextInput label="Not" {...form.text('note')} style={{ flex: 1, minWidth: 160 }} />
          </Group>
          {block.isError && <FormError>{errorText(block.error)}</FormError>}
          <Group>
            <Button type="submit" size="sm" loading={block.isPending}>
              Zamanı Kapat
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function BlockLine({ block }: { block: TimeBlock }) {
  const unblock = useUnblockTime();
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm">
        Kapalı: {dayTitle(localDate(block.startsAt))} {timeText(block.startsAt)}–{timeText(block.endsAt)}
        {block.note ? ` (${block.note})` : ''}
      </Text>
      <Button size="xs" variant="subtle" onClick={() => unblock.mutate(block.id)} loading={unblock.isPending}>
        Yeniden aç
      </Button>
    </Group>
  );
}

function WeekView({
  from,
  appointments,
  blocks,
  side,
  handlers,
}: {
  from: string;
  appointments: Appointment[];
  blocks: TimeBlock[];
  side: Side;
  handlers: CardHandlers;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
      {days.map((day) => {
        const ofDay = appointments.filter((a) => localDate(a.startsAt) === day);
        const blocked = blocks.filter((b) => localDate(b.startsAt) <= day && localDate(b.endsAt) >= day);
        return (
          <Stack key={day} gap={6} component="section" aria-label={dayTitle(day)}>
            <Text fw={700} size="sm">
              {dayTitle(day)}
            </Text>
            {blocked.map((b) => (
              <Badge
                key={b.id}
                color="gray"
                variant="outline"
                tt="none"
                style={{ whiteSpace: 'normal', height: 'auto' }}
              >
                Kapalı {timeText(b.startsAt)}–{timeText(b.endsAt)}
              </Badge>
            ))}
            {ofDay.length === 0 && blocked.length === 0 && (
              <Text size="xs" c="dimmed">
                Randevu yok
              </Text>
            )}
            {ofDay.map((a) => (
              <AppointmentCard key={a.id} appointment={a} side={side} handlers={handlers} />
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * /randevularim: both sides' appointments as a list or a week, with what each side may do (docs/product.md §10).
 * `reviewAction` is the review feature's 'Değerlendir' for a completed job's business.
 */
export function AppointmentsPage({ reviewAction }: { reviewAction?: ReviewAction }) {
  const { user } = useSession();
  const isBusiness = user?.userType === 'isletme';
  const [side, setSide] = useState<Side>(isBusiness ? 'business' : 'customer');
  const [view, setView] = useState<'list' | 'week'>('list');
  const today = toLocal(new Date()).date;
  const [week, setWeek] = useState(() => mondayOf(today));
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [completing, setCompleting] = useState<Appointment | null>(null);
  const handlers: CardHandlers = { onCancel: setCancelling, onComplete: setCompleting, reviewAction };
  const from = view === 'week' ? week : addDays(today, -7);
  const to = view === 'week' ? addDays(week, 6) : addDays(today, 60);
  const query = useAppointments(side, from, to);
  // Both sides see every change of an appointment (booked, confirmed, cancelled, completed) and an offer accepted with
  // a slot without a reload.
  useLiveRefresh(['appointment', 'quote'], ['appointments']);

  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Alert title="Giriş yapın">
          Randevularınızı görmek için{' '}
          <Anchor component={Link} to={signInHref(paths.myAppointments)}>
            giriş yapın
          </Anchor>
          .
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Randevularım
        </Title>
        <Group gap="sm" wrap="wrap">
          {isBusiness && (
            <SegmentedControl
              aria-label="Hangi randevular"
              value={side}
              onChange={(value) => setSide(value as Side)}
              data={[
                { value: 'business', label: 'İşletmeme gelenler' },
                { value: 'customer', label: 'Aldıklarım' },
              ]}
            />
          )}
          <SegmentedControl
            aria-label="Görünüm"
            value={view}
            onChange={(value) => setView(value as 'list' | 'week')}
            data={[
              { value: 'list', label: 'Liste' },
              { value: 'week', label: 'Hafta' },
            ]}
          />
        </Group>
        {side === 'business' && <BlockForm />}
        {view === 'week' && (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setWeek(addDays(week, -7))} aria-label="Önceki hafta">
              <IconChevronLeft size={16} aria-hidden />
            </Button>
            <Text fw={600}>
              {dayTitle(week)} – {dayTitle(addDays(week, 6))}
            </Text>
            <Button variant="default" size="xs" onClick={() => setWeek(addDays(week, 7))} aria-label="Sonraki hafta">
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </Group>
        )}
        <QueryResult query={query} failedTitle="Hata" failedMessage="Randevular yüklenemedi">
          {(data) =>
            view === 'week' ? (
              <WeekView
                from={week}
                appointments={data.appointments}
                blocks={data.blocks}
                side={side}
                handlers={handlers}
              />
            ) : (
              <Stack gap="sm">
                {data.blocks.map((block) => (
                  <BlockLine key={block.id} block={block} />
                ))}
                {data.appointments.length === 0 ? (
                  <Text c="dimmed">
                    {side === 'business'
                      ? 'Önümüzdeki günler için randevu yok.'
                      : 'Randevunuz yok. Bir işletmenin sayfasından "Randevu Al" ile randevu alabilirsiniz.'}
                  </Text>
                ) : (
                  data.appointments.map((a) => (
                    <AppointmentCard key={a.id} appointment={a} side={side} handlers={handlers} />
                  ))
                )}
              </Stack>
            )
          }
        </QueryResult>
        {query.isFetching && !query.isPending && <Loader size="xs" aria-label="Güncelleniyor" />}
      </Stack>
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <CompleteDialog appointment={completing} onClose={() => setCompleting(null)} />
    </Container>
  );
}
