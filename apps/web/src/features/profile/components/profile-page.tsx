import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { useOwnProfile } from '../api/get-own-profile';
import { useNotice } from '../hooks/use-notice';
import { cityName, monthName, userTypeName } from '../profile-labels';
import { AccountSettings } from './account-settings';
import { EmailVerificationBanner } from './email-verification-banner';
import { NoticeAlert } from './notice-alert';
import { ProfileForm } from './profile-form';
import { ProfilePhotos } from './profile-photos';
import { ProfileView } from './profile-view';

function Summary({ user }: { user: OwnUser }) {
  const displayName =
    user.userType === 'isletme' && user.businessName ? user.businessName : `${user.firstName} ${user.lastName}`;
  const photo = user.photos[0];
  return (
    <Stack align="center" ta="center" gap={6}>
      <Avatar src={photo ? imageVariant(photo, 'card') : null} alt="" size={112} radius="50%" color="blue">
        {user.firstName.charAt(0)}
        {user.lastName.charAt(0)}
      </Avatar>
      <Title order={1} fz={24} mt="xs">
        {displayName}
      </Title>
      <Group gap={6} justify="center">
        <Badge variant="light">{userTypeName(user.userType)}</Badge>
        {user.isVerified && (
          <Badge color="green" variant="light">
            Doğrulanmış
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {cityName(user.city)}
      </Text>
    </Stack>
  );
}

/** docs/product.md §2 'Profile' statistics: rating, review count and membership. */
function Statistics({ user }: { user: OwnUser }) {
  return (
    <section aria-labelledby="profile-stats">
      <Title order={2} id="profile-stats" fz="lg" mb="sm">
        İstatistikler
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        <Stack gap={2} align="center" ta="center">
          <Text fw={800} fz="xl">
            {user.rating.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </Text>
          <Rating value={user.rating} fractions={10} readOnly size="xs" aria-hidden />
          <Text size="xs" c="dimmed">
            Puan
          </Text>
        </Stack>
        <Stack gap={2} align="center" ta="center">
          <Text fw={800} fz="xl">
            {user.reviewCount.toLocaleString('tr-TR')}
          </Text>
          <Text size="xs" c="dimmed">
            Değerlendirme
          </Text>
        </Stack>
        <Stack gap={2} align="center" ta="center">
          <Text fw={700} fz="sm" lh={2.2}>
            {monthName(user.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            Üyelik
          </Text>
        </Stack>
      </SimpleGrid>
    </section>
  );
}

const EDIT_ANCHOR = 'profil-duzenle';

function Profile({
  user,
  deviceSettings,
  settings,
  setup,
}: {
  user: OwnUser;
  deviceSettings?: ReactNode;
  settings?: ReactNode;
  setup?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const { notice, success, clear } = useNotice();
  // '#profil-duzenle' (the business setup's 'Hizmetleri yaz', 'Konumu işaretle') opens the form.
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same link followed again is a new location (key).
  useEffect(() => {
    if (hash === `#${EDIT_ANCHOR}`) setEditing(true);
  }, [hash, key]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {user.emailVerified === false && <EmailVerificationBanner email={user.email} />}
      {setup && <Box mb="lg">{setup}</Box>}
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Summary user={user} />
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Statistics user={user} />
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <ProfilePhotos photos={user.photos} name={`${user.firstName} ${user.lastName}`} />
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id={EDIT_ANCHOR} style={{ scrollMarginTop: 80 }}>
              <Group justify="space-between" mb="lg" wrap="nowrap">
                <Title order={2} fz="xl">
                  {editing ? 'Profili Düzenle' : 'Profil Bilgileri'}
                </Title>
                {!editing && (
                  <Button
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => {
                      clear();
                      setEditing(true);
                    }}
                  >
                    Düzenle
                  </Button>
                )}
              </Group>
              <div aria-live="polite">
                <NoticeAlert notice={notice} onClose={clear} mb="lg" />
              </div>
              {editing ? (
                <ProfileForm
                  user={user}
                  onCancel={() => setEditing(false)}
                  onSaved={() => {
                    setEditing(false);
                    success('Profil başarıyla güncellendi!');
                  }}
                />
              ) : (
                <ProfileView user={user} />
              )}
            </Paper>
            {deviceSettings && (
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                {deviceSettings}
              </Paper>
            )}
            {settings}
            <AccountSettings user={user} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/**
 * docs/product.md §2 '/profilim': own data, photos and statistics; 'Giriş Yapılmamış' when signed out. Sections other
 * features add, put in place by the route: `settings` (notification preferences) above the account's own,
 * `deviceSettings` (this device's push notifications) and a business's `setup` checklist on top.
 */
export function ProfilePage({
  deviceSettings,
  settings,
  setup,
}: {
  deviceSettings?: ReactNode;
  settings?: ReactNode;
  setup?: ReactNode;
} = {}) {
  const { isSignedIn } = useSession();
  const profile = useOwnProfile({ enabled: isSignedIn });

  if (!isSignedIn) {
    return <SignedOutNotice title="Giriş Yapılmamış" text="Profilinizi görüntülemek ve düzenlemek için giriş yapın." />;
  }
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Container size="sm" py={64}>
        <LoadFailed
          title="Hata"
          message={<>Kullanıcı bilgileri yüklenemedi: {profile.error.message}</>}
          onRetry={() => profile.refetch()}
        />
      </Container>
    );
  }
  return <Profile user={profile.data} deviceSettings={deviceSettings} settings={settings} setup={setup} />;
}
