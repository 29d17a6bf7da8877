import { Container, Paper, Text, Title } from '@mantine/core';
import { IconHeadset, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths, RETURN_PARAM, type SignInState } from '../../../app/paths';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session';
import { safeReturnPath } from '../return-path';
import { SignInForm } from './sign-in-form';
import classes from './sign-in-page.module.css';

// docs/product.md §1: what the sign-in page promises.
const claims = [
  { icon: IconUsers, value: '25.000+', label: 'Mutlu müşteri' },
  { icon: IconShieldCheck, value: '%100', label: 'Güvenli' },
  { icon: IconHeadset, value: '7/24', label: 'Destek' },
];

const registeredEmailOf = (state: unknown): string | undefined => {
  const email = (state as SignInState | null)?.registeredEmail;
  return typeof email === 'string' && email ? email : undefined;
};

/**
 * /giris-yap. Whoever is signed in (on arrival, or just now through the form) goes on with a full page load, so
 * everything starts from the session (docs/product.md §2): back to the page that sent them here (`?donus=`, a path of
 * this site only), else to the home page.
 */
export function SignInPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const target = safeReturnPath(params.get(RETURN_PARAM)) ?? paths.home;

  useEffect(() => {
    // Replace: going back from where they land does not show the form they no longer need.
    if (user) window.location.replace(target);
  }, [user, target]);
  if (user) return <PageLoader />;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <div className={classes.page}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <Title order={1} id="sign-in-title" fz={{ base: 26, sm: 30 }}>
            Giriş Yap
          </Title>
          <Text c="dimmed" mt={4} mb="lg">
            Hesabınıza giriş yaparak işletmelerle mesajlaşın ve değerlendirme yapın.
          </Text>
          <SignInForm registeredEmail={registeredEmailOf(location.state)} />
        </Paper>
        <section className={classes.panel} aria-labelledby="sign-in-claims">
          <div>
            <Title order={2} id="sign-in-claims" fz={{ base: 22, sm: 26 }} c="white">
              OtoUsta'ya Hoş Geldiniz
            </Title>
            <Text mt={6} c="blue.0">
              Aracınız için güvenilir servisi, çekiciyi ve yedek parçayı tek yerden bulun.
            </Text>
          </div>
          <ul className={classes.claims}>
            {claims.map(({ icon: Icon, value, label }) => (
              <li key={label} className={classes.claim}>
                <span className={classes.claimIcon}>
                  <Icon size={24} aria-hidden />
                </span>
                <span>
                  <Text component="span" fw={800} fz="xl" display="block" lh={1.2}>
                    {value}
                  </Text>
                  <Text component="span" c="blue.0" size="sm">
                    {label}
                  </Text>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  );
}
