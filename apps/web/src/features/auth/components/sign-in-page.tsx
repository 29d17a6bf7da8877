import { Container, Paper, Text, Title } from '@mantine/core';
import { IconHeadset, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { SignInForm } from './sign-in-form';
import classes from './sign-in-page.module.css';

// Spec §1: what the sign-in page promises.
const claims = [
  { icon: IconUsers, value: '25.000+', label: 'Mutlu müşteri' },
  { icon: IconShieldCheck, value: '%100', label: 'Güvenli' },
  { icon: IconHeadset, value: '7/24', label: 'Destek' },
];

export function SignInPage() {
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
          <SignInForm />
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
