import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { openState, towingOpenLabel } from '@otousta/shared/hours/open-state';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { formatDistanceKm } from '@otousta/shared/text/distance';
import { IconClock, IconMapPinShare, IconMessageCircle, IconPhoneCall, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessHref, paths } from '../../../app/paths';
import { useDisplayClock } from '../../../lib/server-render';
import { useSession } from '../../../lib/session';
import { businessDisplayName, cityName } from '../labels';
import { locationMessage } from '../message-target';
import { RatingLine } from './business-card';
import { MessageButton } from './message-button';

/** 'Açık · 7/24' or 'Kapalı · 09:00'da açılır' on the Istanbul clock; nothing when the business gave no hours. */
function TowOpenBadge({ hours }: { hours: ListedBusiness['hours'] }) {
  const { now } = useDisplayClock();
  if (!hours) return null;
  const open = openState(hours, now).isOpen;
  return (
    <Badge
      color={open ? 'green' : 'gray'}
      variant={open ? 'filled' : 'light'}
      size="md"
      tt="none"
      leftSection={<IconClock size={14} aria-hidden />}
    >
      {towingOpenLabel(hours, now)}
    </Badge>
  );
}

/**
 * A tow service ('Acil Çekici', docs/product.md §2 'Towing list'): whether it is open, its distance when the visitor
 * gave a position, one big green 'Ara' on every card, and the message button (with a map link to the visitor when
 * there is a position), each a full-width thumb target on a phone.
 */
export function TowCard({ business, near }: { business: ListedBusiness; near?: string }) {
  const { user } = useSession();
  const own = user?.id === business.id;
  const name = businessDisplayName(business);
  const titleId = `tow-${business.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={titleId} lineClamp={2}>
            <Link to={businessHref(business.id)} style={{ color: 'inherit' }}>
              {name}
            </Link>
          </Title>
          {business.distanceKm !== undefined && (
            <Text fw={700} c="blue.8" style={{ whiteSpace: 'nowrap' }}>
              {formatDistanceKm(business.distanceKm)}
            </Text>
          )}
        </Group>
        <TowOpenBadge hours={business.hours} />
        <Text size="sm" c="dimmed">
          {cityName(business.city)}
          {business.businessAddress ? ` · ${business.businessAddress}` : ''}
        </Text>
        <RatingLine rating={business.rating} count={business.reviewCount} />
        <Stack gap="xs" mt="auto">
          {business.phone && (
            <Button
              component="a"
              href={`tel:${business.phone}`}
              size="lg"
              color="green"
              fullWidth
              leftSection={<IconPhoneCall size={22} aria-hidden />}
              aria-label={`Ara: ${name}`}
            >
              Ara
            </Button>
          )}
          {!own &&
            (near ? (
              <MessageButton
                business={business}
                text={locationMessage(near)}
                size="md"
                variant="light"
                fullWidth
                leftSection={<IconMapPinShare size={20} aria-hidden />}
                aria-label={`Konumumu mesajla gönder: ${name}`}
              >
                Konumumu mesajla gönder
              </MessageButton>
            ) : (
              <MessageButton
                business={business}
                size="md"
                variant="light"
                fullWidth
                leftSection={<IconMessageCircle size={20} aria-hidden />}
                aria-label={`Mesaj Gönder: ${name}`}
              >
                Mesaj Gönder
              </MessageButton>
            ))}
          <Button
            component={Link}
            to={own ? paths.profile : businessHref(business.id)}
            variant="subtle"
            fullWidth
            leftSection={<IconUser size={16} aria-hidden />}
            aria-label={`Profili Gör: ${name}`}
          >
            Profili Gör
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
