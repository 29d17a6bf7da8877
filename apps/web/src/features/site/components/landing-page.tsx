import { Avatar, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconCar, IconCarCrash, IconPaint, IconSettings, IconTool, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { homeListingHref, paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { IconTile } from './icon-tile';
import classes from './site.module.css';

// docs/product.md §1: the landing page's four claims.
const stats = [
  { value: '10.000+', label: 'Mutlu müşteri' },
  { value: '500+', label: 'Kayıtlı işletme' },
  { value: '50+', label: 'Şehir' },
  { value: '7/24', label: 'Destek' },
];

const services = [
  {
    icon: IconTool,
    title: 'Oto Servis ve Bakım',
    text: 'Periyodik bakım, motor ve mekanik onarım için yakınınızdaki servisler.',
  },
  {
    icon: IconTruck,
    title: 'Çekici ve Yol Yardım',
    text: 'Yolda kaldığınızda şehrinizdeki çekicilere tek dokunuşla ulaşın.',
  },
  {
    icon: IconCar,
    title: 'Lastik ve Rot Balans',
    text: 'Lastik değişimi, rot ayarı ve balans için uzman lastikçiler.',
  },
  { icon: IconBolt, title: 'Oto Elektrik', text: 'Akü, marş, şarj sistemi ve beyin arızalarına hızlı çözüm.' },
  { icon: IconPaint, title: 'Kaporta ve Boya', text: 'Göçük düzeltme, boya ve ekspertiz hizmetleri.' },
  { icon: IconSettings, title: 'Yedek Parça', text: 'OtoYedek’te onaylı satıcılardan orijinal ve muadil parçalar.' },
];

const testimonials = [
  {
    name: 'Ayşe K.',
    city: 'İzmir',
    text: 'Gece yolda kaldığımda OtoUsta’dan bulduğum çekici yarım saatte geldi. Fiyatı da önceden mesajla konuştuk.',
  },
  {
    name: 'Mehmet D.',
    city: 'Ankara',
    text: 'Aracımın markasında yetkin bir servis arıyordum. Filtrelerle iki dakikada buldum, yorumlar da çok yardımcı oldu.',
  },
  {
    name: 'Serkan Usta',
    city: 'Bursa',
    text: 'İşletmemi kaydettikten sonra yeni müşteriler mesajla ulaşmaya başladı. Profil açmak tamamen ücretsiz.',
  },
];

/** docs/product.md §2 'Landing' at /tanitim (docs/decisions/010-landing-page-path.md). */
export function LandingPage() {
  const { isSignedIn } = useSession();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 88 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} className={classes.heroTitle}>
              Aracınız için güvenilir ustayı dakikalar içinde bulun
            </Title>
            <Text size="xl" className={classes.heroText}>
              Servis, çekici, lastik, elektrik, kaporta ve yedek parça: Türkiye’nin dört bir yanındaki işletmeler
              OtoUsta’da. Karşılaştırın, mesajlaşın, değerlendirin.
            </Text>
            <Group gap="md">
              <Button component={Link} to={homeListingHref} size="lg" color="yellow.4" c="dark.9">
                İşletmeleri Keşfet
              </Button>
              {!isSignedIn && (
                <Button component={Link} to={paths.register} size="lg" variant="white" color="dark">
                  Ücretsiz Kayıt Ol
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" component="dl" m={0}>
          {stats.map((s) => (
            <Paper key={s.label} withBorder radius="md" p="lg" ta="center">
              <Text component="dd" m={0} fz={32} fw={800} c="blue.8">
                {s.value}
              </Text>
              <Text component="dt" c="dimmed" fw={500}>
                {s.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={48} component="section" aria-labelledby="landing-services">
        <Title order={2} id="landing-services" ta="center" mb="xl">
          Tek platformda tüm otomotiv hizmetleri
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {services.map((service) => (
            <IconTile key={service.title} {...service} />
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band} component="section" aria-labelledby="landing-testimonials">
        <Container size="lg" py={48}>
          <Title order={2} id="landing-testimonials" ta="center" mb="xl">
            Kullanıcılarımız ne diyor?
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {testimonials.map((t) => (
              <Paper key={t.name} radius="md" p="lg" withBorder component="figure" m={0}>
                <Text component="blockquote" m={0} fs="italic">
                  “{t.text}”
                </Text>
                <Group mt="md" gap="sm" component="figcaption">
                  <Avatar color="blue" radius="xl" aria-hidden>
                    {t.name.charAt(0)}
                  </Avatar>
                  <div>
                    <Text fw={700}>{t.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t.city}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={56}>
        <Paper radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.cta}>
          <Group justify="space-between" gap="lg">
            <Stack gap={6} maw={560}>
              <Group gap="xs">
                <IconCarCrash size={28} aria-hidden />
                <Title order={2}>İşletmenizi OtoUsta’ya taşıyın</Title>
              </Group>
              <Text size="lg">
                Profilinizi ücretsiz oluşturun, haritada görünün ve müşterilerinizle anında mesajlaşın.
              </Text>
            </Stack>
            <Button
              component={Link}
              to={isSignedIn ? paths.about : paths.register}
              size="lg"
              variant="white"
              color="dark"
            >
              {isSignedIn ? 'Nasıl Çalışır?' : 'Hemen Başlayın'}
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
