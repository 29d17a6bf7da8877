import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { signInHref } from '../../app/paths';
import { useHere } from '../../lib/use-here';

/** What a page of one's own (cart, orders, garage, favourites, quotes) shows to a visitor: it belongs to an account. */
export function SignedOutNotice({ title, text }: { title: string; text: string }) {
  const here = useHere();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={signInHref(here)} leftSection={<IconLogin size={18} aria-hidden />}>
          Giriş Yap
        </Button>
      </Stack>
    </Container>
  );
}
