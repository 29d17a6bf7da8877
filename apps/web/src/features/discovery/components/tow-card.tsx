import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { formatDistanceKm } from '@otousta/shared/text/distance';
import { IconMapPinShare, IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessHref } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { businessDisplayName, cityName } from '../labels';
import { locationMessage } from '../message-target';
import { RatingLine } from './business-card';
import { MessageButton } from './message-button';

/**
 * A tow service near the visitor ('Acil Çekici'): its distance, one big 'Ara' and 'Konumumu mesajla gönder', each a
 * full-width thumb target on a phone.
 */
export function TowCard({ business, near }: { business: ListedBusiness; near: string }) {
  const { user } = useSession();
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
          {user?.id !== business.id && (
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
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
