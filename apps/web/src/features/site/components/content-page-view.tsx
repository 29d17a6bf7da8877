import { Accordion, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentPage } from '../content/pages';

/** A footer content page: title, introduction and its sections (docs/decisions/014-footer-links-resolve.md). */
export function ContentPageView({ page, contactHref }: { page: ContentPage; contactHref: string }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{page.title}</Title>
          <Text size="lg" c="dimmed">
            {page.intro}
          </Text>
          {page.updated && (
            <Text size="sm" c="dimmed">
              {page.updated}
            </Text>
          )}
        </Stack>
        {page.sections.map((section) => (
          <Stack key={section.heading} gap="sm" component="section">
            <Title order={2} fz="h3">
              {section.heading}
            </Title>
            {section.paragraphs?.map((p) => (
              <Text key={p.slice(0, 40)}>{p}</Text>
            ))}
            {section.list && (
              <List spacing="xs">
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            {section.faq && (
              <Accordion variant="separated" multiple>
                {section.faq.map((item) => (
                  <Accordion.Item key={item.q} value={item.q}>
                    <Accordion.Control>
                      <Text component="span" fw={600}>
                        {item.q}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>{item.a}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
            {section.table && (
              <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
                <Table striped verticalSpacing="sm" horizontalSpacing="md">
                  <Table.Thead>
                    <Table.Tr>
                      {section.table.head.map((h) => (
                        <Table.Th key={h}>{h}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {section.table.rows.map((row) => (
                      <Table.Tr key={row[0]}>
                        {row.map((cell) => (
                          <Table.Td key={cell}>{cell}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            )}
          </Stack>
        ))}
        <Text c="dimmed">
          Başka bir sorunuz mu var?{' '}
          <Text component={Link} to={contactHref} c="blue.8" td="underline">
            Bize yazın
          </Text>
          .
        </Text>
      </Stack>
    </Container>
  );
}
