import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dayText } from '@otousta/shared/hours/clock-text';
import { reminderDaysText, type Vehicle, type VehicleHistory, vehicleDueKinds } from '@otousta/shared/schemas/garage';
import { formatTurkishNumber } from '@otousta/shared/text/number';
import { formatPrice } from '@otousta/shared/text/price';
import { IconCar, IconDownload, IconEdit, IconMapSearch, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorText } from '../../../lib/error-text';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useDownloadHistoryPdf } from '../api/download-history-pdf';
import { useVehicleHistory } from '../api/get-vehicle-history';
import { useVehicles } from '../api/get-vehicles';
import { VehicleDialog } from './vehicle-dialog';

const DAY = 86_400_000;
/** Whole days from today (Turkey) to the calendar day. */
const daysUntil = (day: string) => {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return Math.round((Date.parse(day) - Date.parse(today)) / DAY);
};

function DueLine({ label, day }: { label: string; day: string | null }) {
  if (!day) return null;
  const left = daysUntil(day);
  const color = left < 0 ? 'red' : left <= 30 ? 'orange' : 'gray';
  const note = left < 0 ? 'geçti' : left === 0 ? 'bugün' : `${left} gün kaldı`;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">
        {label}: <strong>{dayText(day)}</strong>
      </Text>
      <Badge size="sm" variant="light" color={color} tt="none">
        {note}
      </Badge>
    </Group>
  );
}

/** Completed appointments and fitting orders as one list, latest first. */
const historyEntries = (history: VehicleHistory) =>
  [
    ...history.appointments.map((a) => ({
      key: `randevu-${a.id}`,
      at: a.startsAt,
      text: [
        `Servis: ${a.business.name}, ${a.service}`,
        a.km !== null && `${formatTurkishNumber(a.km)} km`,
        a.finalPrice !== null && formatPrice(a.finalPrice),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...history.orders.map((o) => ({
      key: `siparis-${o.id}`,
      at: o.createdAt,
      text: `Sipariş: ${o.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}`,
    })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

function History({ vehicle, searchHref }: { vehicle: Vehicle; searchHref: (vehicleId: string) => string }) {
  const [open, setOpen] = useState(false);
  const history = useVehicleHistory(vehicle.id, open);
  const pdf = useDownloadHistoryPdf();
  const id = `history-${vehicle.id}`;
  return (
    <>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
        >
          Servis geçmişi
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ id: vehicle.id, plate: vehicle.plateDisplay })}
          aria-label={`${vehicle.plateDisplay} servis geçmişi PDF indir`}
        >
          PDF indir
        </Button>
        <Anchor component={Link} to={searchHref(vehicle.id)} size="sm">
          Aracıma uyan parçalar
        </Anchor>
      </Group>
      {pdf.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(pdf.error)}
        </Text>
      )}
      <div id={id} hidden={!open}>
        {history.isPending && open && <Text size="sm">Yükleniyor…</Text>}
        {history.isError && (
          <Text size="sm" c="red">
            {history.error.message}
          </Text>
        )}
        {history.data &&
          (history.data.orders.length === 0 && history.data.appointments.length === 0 ? (
            <Text size="sm" c="dimmed">
              Bu araç için tamamlanmış randevunuz ya da araca uyan parça içeren siparişiniz yok.
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {historyEntries(history.data).map((entry) => (
                <Text component="li" size="sm" key={entry.key}>
                  {new Date(entry.at).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })} — {entry.text}
                </Text>
              ))}
            </Stack>
          ))}
      </div>
    </>
  );
}

/** Where a vehicle card leads: its fitting parts, the quote form with it picked, businesses serving it. */
export interface VehicleLinks {
  searchHref: (vehicleId: string) => string;
  quoteHref: (vehicleId: string) => string;
  servicesHref: (vehicle: Vehicle) => string;
}

/**
 * 'Araçlarım' (docs/product.md 'Garage, favourites and fitment'): the user's vehicles with their muayene, trafik sigortası and kasko dates
 * (reminded 30, 7 and 1 days before), an add/edit dialog, deleting after one confirmation, each vehicle's history. The
 * garage is where a job starts: each card asks for a quote for the vehicle or finds businesses serving it.
 */
export function GaragePage({ searchHref, quoteHref, servicesHref }: VehicleLinks) {
  const vehicles = useVehicles();
  const remove = useDeleteVehicle();
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);

  let body: React.ReactNode;
  if (vehicles.isPending) body = <PageLoader />;
  else if (vehicles.isError)
    body = (
      <LoadFailed
        title="Araçlarınız yüklenemedi"
        message={vehicles.error.message}
        onRetry={() => void vehicles.refetch()}
      />
    );
  else if (vehicles.data.length === 0)
    body = (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="xs">
          <IconCar size={40} aria-hidden />
          <Text fw={600}>Henüz aracınız yok.</Text>
          <Text c="dimmed" size="sm">
            Aracınızı ekleyin; muayene, trafik sigortası ve kasko tarihlerini hatırlatalım, yedek parçalarda aracınıza
            uyanları gösterelim.
          </Text>
        </Stack>
      </Card>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {vehicles.data.map((vehicle) => (
          <Card key={vehicle.id} withBorder radius="md" component="article" aria-labelledby={`vehicle-${vehicle.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={2} fz="lg" id={`vehicle-${vehicle.id}`}>
                    {vehicle.plateDisplay}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {vehicle.brandLabel} {vehicle.model} · {vehicle.year}
                    {vehicle.km != null && ` · ${formatTurkishNumber(vehicle.km)} km`}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setEditing(vehicle)}
                    aria-label={`${vehicle.plateDisplay} düzenle`}
                  >
                    <IconEdit size={18} aria-hidden />
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => setDeleting(vehicle)}
                    aria-label={`${vehicle.plateDisplay} sil`}
                  >
                    <IconTrash size={18} aria-hidden />
                  </Button>
                </Group>
              </Group>
              {vehicleDueKinds.map((kind) => (
                <DueLine key={kind.value} label={kind.label} day={vehicle[kind.value]} />
              ))}
              <Group gap="xs">
                <Button
                  component={Link}
                  to={quoteHref(vehicle.id)}
                  size="xs"
                  leftSection={<IconReceipt size={16} aria-hidden />}
                  aria-label={`${vehicle.plateDisplay} için teklif iste`}
                >
                  Teklif iste
                </Button>
                <Button
                  component={Link}
                  to={servicesHref(vehicle)}
                  size="xs"
                  variant="default"
                  leftSection={<IconMapSearch size={16} aria-hidden />}
                  aria-label={`${vehicle.plateDisplay} için servis bul`}
                >
                  Servis bul
                </Button>
              </Group>
              <History vehicle={vehicle} searchHref={searchHref} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Araçlarım</Title>
            <Text c="dimmed">Muayene, trafik sigortası ve kasko tarihlerinden {reminderDaysText} hatırlatırız.</Text>
          </div>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            Araç Ekle
          </Button>
        </Group>
        {body}
      </Stack>
      {editing && <VehicleDialog vehicle={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Aracı Sil"
        failure="Araç silinemedi"
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      >
        {deleting?.plateDisplay} plakalı aracı ve hatırlatmalarını silmek istediğinizden emin misiniz?
      </ConfirmDialog>
    </Container>
  );
}
