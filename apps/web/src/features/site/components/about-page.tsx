import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconHeartHandshake, IconScale, IconShieldCheck, IconTarget, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { homeListingHref, paths } from '../../../app/paths';
import { IconTile } from './icon-tile';
import classes from './site.module.css';

const steps = [
  {
    title: 'Arayın',
    text: 'Şehrinizi, aracınızı ve ihtiyacınız olan hizmeti seçin; size uygun işletmeleri listeleyelim.',
  },
  {
    title: 'Karşılaştırın ve yazın',
    text: 'Profilleri, fotoğrafları ve yorumları inceleyin; işletmeyi arayın ya da mesaj gönderin.',
  },
  {
    title: 'Değerlendirin',
    text: 'Hizmet aldıktan sonra puanınızı ve yorumunuzu paylaşın, diğer sürücülere yol gösterin.',
  },
];

const values = [
  {
    icon: IconShieldCheck,
    title: 'Güven',
    text: 'İşletmeleri doğruluyor, sahte yorum ve içeriklere karşı şikayetleri inceliyoruz.',
  },
  {
    icon: IconScale,
    title: 'Şeffaflık',
    text: 'Puanlar gerçek değerlendirmelerden hesaplanır; sıralamayı para ile satın alamazsınız.',
  },
  {
    icon: IconUsers,
    title: 'Erişilebilirlik',
    text: 'Büyük şehirden küçük ilçeye, herkes için aynı kolaylıkta bir platform.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Ustaya saygı',
    text: 'Küçük işletmelerin emeğini görünür kılıyor, yeni müşterilerle buluşturuyoruz.',
  },
];

// The two statements the page opens with: why the platform exists and where it is heading.
const statements = [
  {
    id: 'about-mission',
    icon: IconTarget,
    title: 'Misyonumuz',
    text: 'Aracı arızalanan ya da bakım zamanı gelen herkesin, doğru ustaya hızlı, şeffaf ve güvenli bir şekilde ulaşmasını sağlamak; işletmelere de emeklerini dijitalde görünür kılacak ücretsiz bir vitrin sunmak.',
  },
  {
    id: 'about-vision',
    icon: IconEye,
    title: 'Vizyonumuz',
    text: 'Türkiye’de otomotiv hizmeti denince akla gelen ilk adres olmak: servisten çekiciye, yedek parçadan ekspertize kadar her ihtiyacın tek platformda, güvenle karşılandığı bir ekosistem kurmak.',
  },
];

/** docs/product.md §2 'About': mission, vision, how it works in 3 steps, values, buttons to / and /kayit-ol. */
export function AboutPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Title order={1} className={classes.heroTitle}>
            Hakkımızda
          </Title>
          <Text size="xl" mt="md" maw={720} className={classes.heroText}>
            OtoUsta, araç sahiplerini Türkiye’nin dört bir yanındaki güvenilir otomotiv işletmeleriyle buluşturmak için
            kuruldu.
          </Text>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {statements.map(({ id, icon: StatementIcon, title, text }) => (
            <Paper key={id} withBorder radius="md" p="xl" component="section" aria-labelledby={id}>
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <StatementIcon size={24} />
              </ThemeIcon>
              <Title order={2} id={id} mt="md" mb="xs">
                {title}
              </Title>
              <Text>{text}</Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Stack component="section" aria-labelledby="about-steps" mt={56} gap="lg">
          <Title order={2} id="about-steps" ta="center">
            Nasıl çalışır?
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {steps.map((step, i) => (
              <Paper key={step.title} withBorder radius="md" p="lg" component="li">
                <Text fz={36} fw={800} c="blue.8" lh={1} aria-hidden>
                  {i + 1}
                </Text>
                <Title order={3} fz="h4" mt="sm" mb={6}>
                  {step.title}
                </Title>
                <Text c="dimmed">{step.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack component="section" aria-labelledby="about-values" mt={56} gap="lg">
          <Title order={2} id="about-values" ta="center">
            Değerlerimiz
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {values.map((value) => (
              <IconTile key={value.title} size="sm" {...value} />
            ))}
          </SimpleGrid>
        </Stack>

        <Group justify="center" mt={56} gap="md">
          <Button component={Link} to={homeListingHref} size="lg">
            İşletmeleri Keşfet
          </Button>
          <Button component={Link} to={paths.register} size="lg" variant="outline">
            Kayıt Ol
          </Button>
          <Button component={Link} to={paths.landing} size="lg" variant="subtle">
            Tanıtım
          </Button>
        </Group>
      </Container>
    </>
  );
}
