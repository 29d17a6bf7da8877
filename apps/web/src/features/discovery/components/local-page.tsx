import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import {
  type LocalPage,
  localPageHref,
  localPageMeta,
  localPageTrail,
  sectorPages,
} from '@otousta/shared/seo/local-pages';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-title';
import { filterableListingHref, localListingState } from '../local-listing';
import { BusinessResults } from './business-results';
import { ListingHeading } from './listing-heading';
import { PlaceTrail } from './place-trail';

/**
 * A city page (`/izmir`) or a city+sector page (`/izmir/lastik`): the listing's cards for that place, with their own
 * title for search engines; the server renders it with its data (apps/web/src/entry-server.tsx).
 */
export function LocalListingPage({ page }: { page: LocalPage }) {
  const meta = localPageMeta(page);
  usePageMeta({ title: meta.heading, description: meta.description, keywords: meta.keywords });
  const [params, setParams] = useSearchParams();
  const state = localListingState(page, params);
  const go = (next: { page: number; limit: number }, replace = false) =>
    setParams({ page: String(next.page), limit: String(next.limit) }, { replace });
  return (
    <Container size="xl" py="lg">
      <PlaceTrail trail={localPageTrail(page)} />
      <ListingHeading title={meta.heading} lead={meta.description}>
        <Anchor component={Link} to={filterableListingHref(page)} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconAdjustmentsHorizontal size={16} aria-hidden />
            Filtrele ve sırala
          </Group>
        </Anchor>
      </ListingHeading>
      <Stack gap="lg">
        {!page.sector && (
          <nav aria-label={`${page.city.name} hizmet alanları`}>
            <Text size="sm" fw={600} mb={6}>
              Hizmet alanları
            </Text>
            <Group gap={6}>
              {sectorPages.map((sector) => (
                <Button
                  key={sector.slug}
                  component={Link}
                  to={localPageHref(page.city.slug, sector.value)}
                  variant="default"
                  radius="xl"
                  size="compact-sm"
                >
                  {sector.label}
                </Button>
              ))}
            </Group>
          </nav>
        )}
        <BusinessResults
          state={state}
          paging={{
            setPage: (next) => go({ page: next, limit: state.limit }),
            setLimit: (limit) => go({ page: 1, limit }),
            fixPage: (next) => go({ page: next, limit: state.limit }, true),
          }}
          label={meta.heading}
        />
      </Stack>
    </Container>
  );
}
