import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Indicator,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { findCity } from '@otousta/shared/options/cities';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { REVIEW_FORM_PARAM } from '@otousta/shared/seo/app-paths';
import { localPageTrail, sectorPageOf } from '@otousta/shared/seo/local-pages';
import { imageVariant } from '@otousta/shared/text/image-url';
import {
  IconAlertTriangle,
  IconExternalLink,
  IconFileDollar,
  IconHome,
  IconMapPin,
  IconMessageCircle,
  IconPhone,
  IconRosetteDiscountCheckFilled,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { businessHref, paths, requestQuoteHref, signInHref } from '../../../app/paths';
import { HoursTable } from '../../../components/ui/business-hours/hours-table';
import { OpenBadge } from '../../../components/ui/business-hours/open-badge';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { formatLatLng } from '../../../components/ui/map-picker/map-config';
import { PageLoader } from '../../../components/ui/page-loader';
import { ReportButton } from '../../../components/ui/report-button';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useDisplayClock } from '../../../lib/server-render';
import { useSession } from '../../../lib/session';
import { useHere } from '../../../lib/use-here';
import { useBusiness } from '../api/get-business';
import { brandName, businessDisplayName, cityName, sectorName, vehicleTypeName } from '../labels';
import { localBusinessJsonLd } from '../structured-data';
import { OnlineBadge, RatingLine } from './business-card';
import { MessageButton } from './message-button';
import { PlaceTrail } from './place-trail';
import { ResponseTimeLine } from './response-time-line';

// The map library loads only when the address tab opens; the first screen of a profile does not need it.
const BusinessMap = lazy(() => import('./business-map').then((m) => ({ default: m.BusinessMap })));
const MAP_HEIGHT = { base: 260, sm: 360 };

export interface BusinessProfilePageProps {
  id: string;
  /** The reviews tab's content; the reviews feature provides it. */
  reviews: (business: PublicUser) => ReactNode;
  /** A further action beside the call and message buttons ('Randevu Al', from the appointments feature). */
  action?: (business: PublicUser) => ReactNode;
  /** What only the business's owner sees above its page (what its setup still misses). */
  ownerNote?: (business: PublicUser) => ReactNode;
}

const dateTime = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
const date = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** '+905321234567' → '+90 532 123 45 67', the way Turkish numbers are read out. */
const phoneText = (e164: string) => e164.replace(/^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/, '+90 $1 $2 $3 $4');

/** 'https://www.instagram.com/usta' → '@usta'. */
const handle = (url: string) => `@${url.replace(/\/+$/, '').split('/').pop()}`;

function ChipRow({ label, values, color }: { label: string; values: string[]; color: string }) {
  if (!values.length) return null;
  return (
    <Group gap={6} align="center">
      <Text size="sm" c="dimmed" w={120}>
        {label}
      </Text>
      {values.map((value) => (
        <Badge key={value} variant="light" color={color} tt="none">
          {value}
        </Badge>
      ))}
    </Group>
  );
}

/** The business's city page and its first sector's page there, leading to this page. */
function BusinessTrail({ business }: { business: PublicUser }) {
  const city = findCity(business.city);
  if (!city) return null;
  const sector = business.businessSector.map(sectorPageOf).find(Boolean);
  const trail = [
    ...localPageTrail({ city, sector }),
    { name: businessDisplayName(business), path: businessHref(business.id) },
  ];
  return <PlaceTrail trail={trail} />;
}

function StructuredData({ business }: { business: PublicUser }) {
  useEffect(() => {
    // The server may already have put this business's data into the page it served: one copy is enough.
    const served = [...document.head.querySelectorAll('script[type="application/ld+json"]:not([data-business])')].some(
      (el) => el.textContent?.includes(`/isletme/${business.id}`),
    );
    if (served) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.business = business.id;
    const absolute = (path: string) => new URL(path, window.location.origin).href;
    script.textContent = JSON.stringify(localBusinessJsonLd(business, window.location.href, absolute));
    document.head.appendChild(script);
    return () => script.remove();
  }, [business]);
  return null;
}

function Header({ business, action }: { business: PublicUser; action?: ReactNode }) {
  const { user } = useSession();
  const here = useHere();
  const own = user?.id === business.id;
  const name = businessDisplayName(business);
  const photo = business.photos[0];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Indicator
          color={business.isOnline ? 'green' : 'gray'}
          size={18}
          offset={14}
          position="bottom-end"
          withBorder
          label={undefined}
          aria-hidden
        >
          <Avatar
            src={photo ? imageVariant(photo, 'card') : null}
            alt=""
            size={120}
            radius="50%"
            color="blue"
            fz={40}
            imageProps={{ fetchPriority: 'high' }}
          >
            {name.charAt(0).toLocaleUpperCase('tr-TR')}
          </Avatar>
        </Indicator>
        <Stack gap={8} style={{ flex: 1, minWidth: 240 }}>
          <Group gap="xs" align="center">
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {business.isVerified && (
              <Badge
                color="blue"
                variant="light"
                leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
                tt="none"
              >
                Doğrulanmış
              </Badge>
            )}
            <OnlineBadge online={business.isOnline} />
            <OpenBadge hours={business.hours} />
            {!own && <FavoriteButton kind="business" id={business.id} name={name} />}
          </Group>
          <Group gap={4} c="dimmed">
            <IconMapPin size={16} aria-hidden />
            <Text>{cityName(business.city)}</Text>
          </Group>
          {business.rating > 0 && <RatingLine rating={business.rating} count={business.reviewCount} />}
          <ResponseTimeLine minutes={business.responseTimeMinutes} />
          <ChipRow label="Hizmet alanları" values={business.businessSector.map(sectorName)} color="blue" />
          <ChipRow label="Araç türleri" values={business.vehicleType.map(vehicleTypeName)} color="grape" />
          <ChipRow label="Markalar" values={business.businessBrand.map(brandName)} color="gray" />
          <ChipRow label="Yetkili servis" values={business.authorizedBrands.map(brandName)} color="teal" />
          <Group gap="sm" mt="xs">
            {!own && action}
            {business.phone && (
              <Button component="a" href={`tel:${business.phone}`} leftSection={<IconPhone size={18} aria-hidden />}>
                Ara
              </Button>
            )}
            {!own && user?.userType !== 'isletme' && (
              <Button
                component={Link}
                to={user ? requestQuoteHref(business.id) : signInHref(requestQuoteHref(business.id))}
                leftSection={<IconFileDollar size={18} aria-hidden />}
              >
                Teklif İste
              </Button>
            )}
            {user && !own && (
              <MessageButton
                business={business}
                variant="light"
                leftSection={<IconMessageCircle size={18} aria-hidden />}
              >
                Mesaj Gönder
              </MessageButton>
            )}
            {own ? (
              <Button component={Link} to={paths.profile} variant="default">
                Profilimi Düzenle
              </Button>
            ) : (
              <ReportButton targetType="business" targetId={business.id} size="sm" signInHref={signInHref(here)} />
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A contact the business gave, as a link, or 'Belirtilmemiş'; social profiles open in a new tab. */
function contactLink(
  value: string | null | undefined,
  href: (value: string) => string,
  text: (value: string) => string,
  external = false,
): ReactNode {
  if (!value) return 'Belirtilmemiş';
  return (
    <Anchor href={href(value)} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {text(value)}
    </Anchor>
  );
}

function GeneralTab({ business }: { business: PublicUser }) {
  const { timeZone } = useDisplayClock();
  const rows: [string, ReactNode][] = [
    [
      'E-posta',
      contactLink(
        business.email,
        (email) => `mailto:${email}`,
        (email) => email,
      ),
    ],
    ['Telefon', contactLink(business.phone, (phone) => `tel:${phone}`, phoneText)],
    ['Instagram', contactLink(business.instagram, (url) => url, handle, true)],
    ['Facebook', contactLink(business.facebook, (url) => url, handle, true)],
    ['Kayıt tarihi', date(business.createdAt, timeZone)],
    [
      'Son görülme',
      business.isOnline
        ? 'Şu anda çevrimiçi'
        : business.lastSeen
          ? dateTime(business.lastSeen, timeZone)
          : 'Bilinmiyor',
    ],
  ];
  return (
    <Stack gap="lg">
      <section aria-labelledby="services-title">
        <Title order={2} fz="lg" id="services-title" mb="xs">
          Hizmetler
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>
          {business.businessServices?.trim() || 'Hizmet açıklaması bulunmuyor'}
        </Text>
      </section>
      {business.hours && (
        <section aria-labelledby="hours-title">
          <Title order={2} fz="lg" id="hours-title" mb="xs">
            Çalışma Saatleri
          </Title>
          <HoursTable hours={business.hours} />
        </section>
      )}
      <section aria-labelledby="contact-title">
        <Title order={2} fz="lg" id="contact-title" mb="xs">
          İletişim Bilgileri
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 180 } as never}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Stack>
  );
}

function AddressTab({ business }: { business: PublicUser }) {
  const { businessLatitude: lat, businessLongitude: lng } = business;
  const hasPoint = lat != null && lng != null;
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Adres</Table.Th>
            <Table.Td>{business.businessAddress?.trim() || 'Adres belirtilmemiş'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Şehir</Table.Th>
            <Table.Td>{cityName(business.city)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Hizmet bölgesi</Table.Th>
            <Table.Td>{cityName(business.city)} ve çevresi</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {hasPoint ? (
        <Stack gap="xs">
          <Suspense fallback={<Box h={MAP_HEIGHT} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} />}>
            <BusinessMap lat={lat} lng={lng} name={businessDisplayName(business)} height={MAP_HEIGHT} />
          </Suspense>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Koordinatlar: {formatLatLng({ lat, lng })}
            </Text>
            <Button
              component="a"
              href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Konuma Git
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">Konum bilgisi bulunamadı</Text>
      )}
    </Stack>
  );
}

function ProfileError({ notFound }: { notFound: boolean }) {
  usePageTitle(notFound ? 'İşletme bulunamadı' : 'Hata');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1} fz={26}>
          {notFound ? 'İşletme bulunamadı' : 'İşletme bilgileri yüklenirken hata oluştu'}
        </Title>
        <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
          Ana Sayfaya Dön
        </Button>
      </Stack>
    </Container>
  );
}

/** /isletme/{id} (docs/product.md §2 'Business public profile'). */
export function BusinessProfilePage({ id, reviews, action, ownerNote }: BusinessProfilePageProps) {
  const query = useBusiness(id);
  const business = query.data;
  usePageTitle(business ? businessDisplayName(business) : undefined);
  // A completed job's 'Değerlendir' link opens the reviews tab with the form.
  const [params] = useSearchParams();
  const reviewInvited = params.has(REVIEW_FORM_PARAM);

  if (query.isPending) return <PageLoader />;
  if (query.isError || !business || business.userType !== 'isletme') {
    const notFound = !query.isError || (isApiError(query.error) && [400, 404].includes(query.error.statusCode));
    return <ProfileError notFound={notFound} />;
  }
  return (
    <Container size="lg" py="lg">
      <StructuredData business={business} />
      <BusinessTrail business={business} />
      <Stack gap="lg">
        {ownerNote?.(business)}
        <Header business={business} action={action?.(business)} />
        <Tabs defaultValue={reviewInvited ? 'reviews' : 'general'} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="general">Genel</Tabs.Tab>
            <Tabs.Tab value="address">Adres</Tabs.Tab>
            <Tabs.Tab value="reviews">Değerlendirmeler ({business.reviewCount})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general" pt="lg">
            <GeneralTab business={business} />
          </Tabs.Panel>
          <Tabs.Panel value="address" pt="lg">
            <AddressTab business={business} />
          </Tabs.Panel>
          <Tabs.Panel value="reviews" pt="lg">
            {reviews(business)}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
