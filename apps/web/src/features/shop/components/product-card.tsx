import { AspectRatio, Badge, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Product } from '@otousta/shared/schemas/shop';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPrice } from '@otousta/shared/text/price';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { productHref } from '../../../app/paths';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { categoryLabel } from '../shop-labels';
import classes from './shop.module.css';

/**
 * A catalogue card: photo, name, seller, price with the discount where an original price exists. No star rating: a
 * rating is shown only where its reviews can be read, and products have no readable reviews yet.
 */
export function ProductCard({ product }: { product: Product }) {
  const photo = product.photos[0];
  const discount = product.discountPercent;
  return (
    <Card withBorder padding="sm" radius="md" className={classes.card} component="article">
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          {photo ? (
            <Image src={imageVariant(photo, 'card')} alt="" loading="lazy" />
          ) : (
            <div className={classes.noPhoto}>
              <IconPhotoOff size={36} aria-hidden />
            </div>
          )}
        </AspectRatio>
        {discount !== null && (
          <Badge color="red.9" variant="filled" className={classes.discount}>
            %{discount} indirim
          </Badge>
        )}
        <FavoriteButton kind="product" id={product.id} name={product.name} size="md" className={classes.heart} />
      </Card.Section>
      <Stack gap={4} mt="sm" className={classes.cardBody}>
        <Text size="xs" c="dimmed" fw={600}>
          {/* Capitals follow Turkish rules (i → İ), which suit our category names but not a foreign brand such as
              Michelin: the brand stays as its seller wrote it. */}
          <Text span inherit tt="uppercase">
            {categoryLabel(product.category)}
          </Text>{' '}
          · {product.brand}
        </Text>
        <Link to={productHref(product.id)} className={classes.cardLink}>
          <Text fw={700} lineClamp={2} component="h3" fz="md" m={0}>
            {product.name}
          </Text>
        </Link>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {product.seller.businessName}
        </Text>
        <Group gap={8} align="baseline" mt="auto">
          <Text fw={800} fz="lg" c="blue.8">
            {formatPrice(product.price)}
          </Text>
          {discount !== null && product.originalPrice && (
            <Text size="sm" c="dimmed" td="line-through">
              <VisuallyHidden>Eski fiyat: </VisuallyHidden>
              {formatPrice(product.originalPrice)}
            </Text>
          )}
        </Group>
        {product.stock === 0 && (
          <Badge color="gray" variant="light">
            Stokta yok
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
