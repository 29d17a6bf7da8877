import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../../features/admin/components/admin-page';
import { ReturnsList } from '../../features/returns/components/returns-list';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useHere } from '../../lib/use-here';
import { signInHref } from '../paths';

/** /yonetim: admins only. The server refuses every admin call of anyone else; this only spares them the screen. */
export function Component() {
  usePageTitle('Yönetim');
  const { user } = useSession();
  const here = useHere();
  if (user?.role === 'admin') return <AdminPage returns={<ReturnsList scope="admin" />} />;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{user ? 'Yetkiniz yok' : 'Giriş Yapılmamış'}</Title>
        <Text c="dimmed">Bu sayfa yalnızca yöneticiler içindir.</Text>
        {!user && (
          <Button component={Link} to={signInHref(here)}>
            Giriş Yap
          </Button>
        )}
      </Stack>
    </Container>
  );
}
