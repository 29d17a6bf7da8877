import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { formatDistanceKm } from '@otousta/shared/text/distance';
import { IconMapPin, IconMessageCircle, IconStarFilled, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessHref, paths } from '../../../app/paths';
import { OpenBadge } from '../../../components/ui/business-hours/open-badge';
import { Carousel } from '../../../components/ui/carousel/carousel';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { VerifiedMark } from '../../../components/ui/verified-mark';
import { useSession } from '../../../lib/session';
import placeholder from '../assets/business-placeholder.svg';
import { brandName, businessDisplayName, cityName, ratingText, sectorName } from '../labels';
import classes from './business-card.module.css';
import { MessageButton } from './message-button';
import { ResponseTimeLine } from './response-time-line';

/** docs/product.md §9: at most 3 brand chips, then '+N daha'; at most 2 authorised-brand chips. */
export const MAX_BRAND_CHIPS = 3;
export const MAX_AUTHORIZED_CHIPS = 2;

export interface BusinessCardProps {
  business: ListedBusiness;
  /** 'Mesaj At' on the home list, 'Mesaj Gönder' on the towing list (docs/product.md §2). */
  messageLabel?: string;
  /** A card of the first row: its photo is fetched first. */
  priority?: boolean;
}

/** Online/offline badge (docs/product.md §2 'Card'). */
export function OnlineBadge({ online }: { online: boolean }) {
  return (
    <Badge color={online ? 'green' : 'gray'} variant="filled" size="sm" autoContrast>
      {online ? 'Çevrimiçi' : 'Çevrimdışı'}
    </Badge>
  );
}

/**
 * Five stars filled to the rating, drawn as two rows of icons with the filled row clipped: a card grid shows a dozen
 * of them, and an input-based rating control would put fifty radio buttons in each.
 */
function Stars({ value }: { value: number }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  const row = (color: string) =>
    [1, 2, 3, 4, 5].map((n) => <IconStarFilled key={n} size={16} color={color} aria-hidden />);
  return (
    <span className={classes.stars} aria-hidden>
      <span className={classes.starsEmpty}>{row('var(--mantine-color-gray-3)')}</span>
      <span className={classes.starsFull} style={{ width: percent }}>
        {row('var(--mantine-color-yellow-6)')}
      </span>
    </span>
  );
}

/**
 * Five stars, the rating with one decimal and the review count (docs/product.md §9); a business nobody has reviewed
 * says so instead of showing empty stars and '0,0'.
 */
export function RatingLine({ rating, count }: { rating: number; count: number }) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        Henüz değerlendirme yok
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Stars value={rating} />
      <Text size="sm" fw={600}>
        {ratingText(rating)}
      </Text>
      <Text size="sm" c="dimmed">
        ({count} değerlendirme)
      </Text>
    </Group>
  );
}

/** A business in the listing (docs/product.md §2 'Card', §9). */
export function BusinessCard({ business, messageLabel = 'Mesaj At', priority = false }: BusinessCardProps) {
  const { user } = useSession();
  const own = user?.id === business.id;
  const name = businessDisplayName(business);
  const brands = business.businessBrand;
  const moreBrands = brands.length - MAX_BRAND_CHIPS;
  const titleId = `business-${business.id}`;

  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article" aria-labelledby={titleId}>
      <div className={classes.media}>
        <div className={classes.status}>
          <OnlineBadge online={business.isOnline} />
          <OpenBadge hours={business.hours} />
        </div>
        <Carousel
          photos={business.photos}
          label={name}
          height={190}
          placeholder={placeholder}
          autoplay
          priority={priority}
          className={classes.photos}
        />
      </div>
      <Stack gap={8} p="md" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={titleId} className={classes.name} lineClamp={2}>
            {name}
          </Title>
          {business.isVerified && (
            // The browser's own tooltip (the SVG title): a positioned tooltip would load a layout engine per list.
            <VerifiedMark size={22} title="Doğrulanmış" style={{ flex: 'none', marginTop: 2 }} />
          )}
          {!own && <FavoriteButton kind="business" id={business.id} name={name} size="md" ml="auto" />}
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm">{cityName(business.city)}</Text>
          {business.distanceKm !== undefined && (
            <Text size="sm" fw={600} c="blue.8" aria-label={`Uzaklık: ${formatDistanceKm(business.distanceKm)}`}>
              · {formatDistanceKm(business.distanceKm)}
            </Text>
          )}
        </Group>
        <RatingLine rating={business.rating} count={business.reviewCount} />
        <ResponseTimeLine minutes={business.responseTimeMinutes} />
        {business.businessSector.length > 0 && (
          <Text size="sm" lineClamp={1}>
            {business.businessSector.map(sectorName).join(' · ')}
          </Text>
        )}
        {brands.length > 0 && (
          <Group gap={4} aria-label="Markalar" role="group">
            {brands.slice(0, MAX_BRAND_CHIPS).map((brand) => (
              <Badge key={brand} variant="light" color="gray" size="sm" tt="none">
                {brandName(brand)}
              </Badge>
            ))}
            {moreBrands > 0 && (
              <Badge variant="outline" color="gray" size="sm" tt="none">
                +{moreBrands} daha
              </Badge>
            )}
          </Group>
        )}
        {business.authorizedBrands.length > 0 && (
          <Group gap={4} aria-label="Yetkili servis" role="group">
            {business.authorizedBrands.slice(0, MAX_AUTHORIZED_CHIPS).map((brand) => (
              <Badge key={brand} variant="light" color="teal" size="sm" tt="none">
                Yetkili: {brandName(brand)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="auto" pt="xs" grow>
          <Button
            component={Link}
            to={own ? paths.profile : businessHref(business.id)}
            variant="light"
            leftSection={<IconUser size={16} aria-hidden />}
            aria-label={`Profili Gör: ${name}`}
          >
            Profili Gör
          </Button>
          {user && !own && (
            <MessageButton
              business={business}
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              aria-label={`${messageLabel}: ${name}`}
            >
              {messageLabel}
            </MessageButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
