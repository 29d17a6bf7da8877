import { Box, Stack, Text, Title } from '@mantine/core';
import type { OrderDocuments } from '@otousta/shared/schemas/shop';

/** One document in a scrollable box a keyboard can scroll too (it takes the focus). */
function DocumentText({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      <Box
        mah={240}
        tabIndex={0}
        role="region"
        aria-label={title}
        style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6 }}
      >
        <Text size="xs" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Box>
    </Box>
  );
}

/** The Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi of one order, exactly as stored or previewed. */
export function LegalDocuments({ documents }: { documents: OrderDocuments }) {
  return (
    <Stack gap="sm">
      <DocumentText title="Ön Bilgilendirme Formu" text={documents.preliminaryInfo} />
      <DocumentText title="Mesafeli Satış Sözleşmesi" text={documents.contract} />
    </Stack>
  );
}
