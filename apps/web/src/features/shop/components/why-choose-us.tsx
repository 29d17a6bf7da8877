import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconHeadset, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';

// docs/product.md §1: the parts shop claims shipping within 24 hours and 7/24 support.
const reasons = [
  { icon: IconTruckDelivery, title: '24 Saatte Kargo', text: 'Siparişleriniz 24 saat içinde kargoya verilir.' },
  { icon: IconShieldCheck, title: 'Onaylı Satıcılar', text: 'Her satıcı başvurusu incelenip onaylanır.' },
  { icon: IconCash, title: 'Kapıda Ödeme', text: 'Ürününüzü teslim alırken ödeyin.' },
  { icon: IconHeadset, title: '7/24 Destek', text: 'Sorularınız için her an yanınızdayız.' },
];

/** docs/product.md §2 '/yedek-parca': the 'why choose us' section. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-us">
      <Title order={2} id="why-us" ta="center" mb="lg">
        Neden Bizi Seçmelisiniz?
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {reasons.map(({ icon: Icon, title, text }) => (
          <Stack key={title} align="center" ta="center" gap={6}>
            <ThemeIcon size={52} radius="xl" variant="light">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Text fw={700} component="h3" m={0}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
