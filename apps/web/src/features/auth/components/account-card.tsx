import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The narrow card of the account-recovery pages: a heading, a sentence on what to do, and the form or result. */
export function AccountCard({ title, intro, children }: AccountCardProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Title order={1} id="account-card-title" fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" mt={4} mb="lg">
            {intro}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}
