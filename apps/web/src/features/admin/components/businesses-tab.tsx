import { Alert, Badge, Group, Paper, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { findCity } from '@otousta/shared/options/cities';
import type { AdminBusiness } from '@otousta/shared/schemas/moderation';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessHref } from '../../../app/paths';
import { useFilterPages } from '../../../lib/use-filter-pages';
import { useAdminBusinesses } from '../api/get-businesses';
import { useSetVerification } from '../api/set-verification';
import { TabPages } from './states';

const nameOf = (b: AdminBusiness) => b.businessName ?? `${b.firstName} ${b.lastName}`;

function VerificationSwitch({ business }: { business: AdminBusiness }) {
  const mutation = useSetVerification();
  const checked = mutation.isPending ? (mutation.variables?.isVerified ?? business.isVerified) : business.isVerified;
  return (
    <Stack gap={4}>
      <Switch
        checked={checked}
        disabled={mutation.isPending}
        onChange={(e) => mutation.mutate({ id: business.id, isVerified: e.currentTarget.checked })}
        label={checked ? 'Doğrulanmış' : 'Doğrulanmamış'}
        aria-label={`${nameOf(business)}: Doğrulanmış`}
      />
      {mutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {mutation.error.message}
        </Text>
      )}
    </Stack>
  );
}

export function BusinessesTab() {
  const pages = useFilterPages('');
  const [q] = useDebouncedValue(pages.filter.trim(), 300);
  const query = useAdminBusinesses(q, pages.page);
  const businesses = query.data?.businesses ?? [];
  return (
    <Stack>
      <TextInput
        label="İşletme ara"
        placeholder="İşletme adı, kişi adı veya şehir"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={pages.filter}
        onChange={(e) => pages.setFilter(e.currentTarget.value)}
        maw={420}
      />
      <Alert color="blue" variant="light">
        Doğrulanmış işletmeler profillerinde ‘Doğrulanmış’ rozetiyle ve listede önce gösterilir.
      </Alert>
      <TabPages query={query} count={businesses.length} empty="İşletme bulunamadı" pages={pages}>
        {businesses.length > 0 && (
          <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>İşletme</Table.Th>
                  <Table.Th>Şehir</Table.Th>
                  <Table.Th>E-posta</Table.Th>
                  <Table.Th>Durum</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {businesses.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text component={Link} to={businessHref(b.id)} fw={600} c="blue.8">
                          {nameOf(b)}
                        </Text>
                        {b.isVerified && (
                          <Badge size="sm" color="blue" variant="light">
                            Doğrulanmış
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{findCity(b.city)?.name ?? 'Belirtilmemiş'}</Table.Td>
                    <Table.Td>{b.email}</Table.Td>
                    <Table.Td>
                      <VerificationSwitch business={b} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </TabPages>
    </Stack>
  );
}
