import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths, signInHref } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useHere } from '../../../lib/use-here';
import { SellerGate } from './seller-panel-page';

/** docs/decisions/014-footer-links-resolve.md: /satici-ol opens the seller application (or says where it stands). */
export function BecomeSellerPage() {
  const { user } = useSession();
  const here = useHere();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Satıcı Ol</Title>
          <Text c="dimmed" mt={4}>
            OtoYedek'te yedek parça satın: başvurunuz 1-3 iş günü içinde incelenir.
          </Text>
        </div>
        <List spacing={4} size="sm">
          <List.Item>Ürünlerinizi fotoğraflarıyla listeleyin, stok ve fiyatı kendiniz yönetin.</List.Item>
          <List.Item>Siparişleri satış panelinden kargoya verin, teslimatı takip edin.</List.Item>
          <List.Item>Kapıda ödeme ile müşterileriniz güvenle alışveriş yapsın.</List.Item>
        </List>
        {!user ? (
          <Stack align="flex-start">
            <Text>Başvuru yapmak için giriş yapın.</Text>
            <Button component={Link} to={signInHref(here)} leftSection={<IconLogin size={18} aria-hidden />}>
              Giriş Yap
            </Button>
          </Stack>
        ) : user.eCommerceIsVerified ? (
          <Stack align="flex-start">
            <Title order={2} fz="h3">
              Satış Yetkiniz Onaylandı
            </Title>
            <Button component={Link} to={paths.sellerPanel}>
              Satış Paneline Git
            </Button>
          </Stack>
        ) : (
          <SellerGate intro="Aşağıdaki bilgileri doldurarak satıcı başvurunuzu gönderin." />
        )}
      </Stack>
    </Container>
  );
}
