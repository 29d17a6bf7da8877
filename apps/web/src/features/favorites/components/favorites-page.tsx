import { Anchor, Avatar, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findCity } from '@otousta/shared/options/cities';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPrice } from '@otousta/shared/text/price';
import { Link } from 'react-router';
import { businessHref, productHref } from '../../../app/paths';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { useFavorites } from '../api/get-favorites';

function Row({
  href,
  photo,
  title,
  detail,
  heart,
}: {
  href: string;
  photo: string | null;
  title: string;
  detail: string;
  heart: React.ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group wrap="nowrap" gap="sm">
        <Avatar src={photo ? imageVariant(photo, 'thumb') : null} radius="md" size={56} alt="" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={href} fw={700} lineClamp={2}>
            {title}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {detail}
          </Text>
        </Stack>
        {heart}
      </Group>
    </Card>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** 'Favorilerim' (docs/product.md 'Garage, favourites and fitment'): the businesses and products the user marked with a heart. */
export function FavoritesPage() {
  const { isSignedIn } = useSession();
  const favorites = useFavorites(isSignedIn);
  if (!isSignedIn) return <SignedOutNotice title="Favorilerim" text="Favorilerinizi görmek için giriş yapın." />;
  if (favorites.isPending) return <PageLoader />;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Favorilerim</Title>
        {favorites.isError ? (
          <LoadFailed
            title="Favorileriniz yüklenemedi"
            message={favorites.error.message}
            onRetry={() => void favorites.refetch()}
          />
        ) : (
          <>
            <section aria-labelledby="favorite-businesses">
              <Title order={2} fz="h3" id="favorite-businesses" mb="sm">
                İşletmeler
              </Title>
              {favorites.data.businesses.length === 0 ? (
                <Text c="dimmed">Henüz favori işletmeniz yok. İşletme kartlarındaki kalbe dokunarak ekleyin.</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={listStyle}>
                  {favorites.data.businesses.map((b) => {
                    const name = b.businessName ?? `${b.firstName} ${b.lastName}`;
                    return (
                      <Row
                        key={b.id}
                        href={businessHref(b.id)}
                        photo={b.photo}
                        title={name}
                        detail={findCity(b.city)?.name ?? ''}
                        heart={<FavoriteButton kind="business" id={b.id} name={name} />}
                      />
                    );
                  })}
                </SimpleGrid>
              )}
            </section>
            <section aria-labelledby="favorite-products">
              <Title order={2} fz="h3" id="favorite-products" mb="sm">
                Ürünler
              </Title>
              {favorites.data.products.length === 0 ? (
                <Text c="dimmed">Henüz favori ürününüz yok.</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={listStyle}>
                  {favorites.data.products.map((p) => (
                    <Row
                      key={p.id}
                      href={productHref(p.id)}
                      photo={p.photos[0] ?? null}
                      title={p.name}
                      detail={`${formatPrice(p.price)} · ${p.seller.businessName ?? ''}`}
                      heart={<FavoriteButton kind="product" id={p.id} name={p.name} />}
                    />
                  ))}
                </SimpleGrid>
              )}
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
