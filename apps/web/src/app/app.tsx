import { Container, Title } from '@mantine/core';

export function App() {
  return (
    <Container py="xl">
      <Title>OtoUsta</Title>
    </Container>
  );
}
