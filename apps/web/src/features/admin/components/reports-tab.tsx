import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { reportReasons, reportTargetLabels } from '@otousta/shared/options/reports';
import type { Report, ReportStatus } from '@otousta/shared/schemas/reports';
import { Link } from 'react-router';
import { businessHref } from '../../../app/paths';
import { useFilterPages } from '../../../lib/use-filter-pages';
import { useReports } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { Decision, dateTime, StatusFilter, TabPages } from './states';

const statusLabels: Record<ReportStatus, string> = { open: 'Açık', hidden: 'Gizlendi', dismissed: 'Reddedildi' };
const reasonLabel = (value: string) => reportReasons.find((r) => r.value === value)?.label ?? value;

function ReportCard({ report }: { report: Report }) {
  const resolve = useResolveReport();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${reportTargetLabels[report.targetType]} şikayeti`}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{reportTargetLabels[report.targetType]}</Badge>
          <Text fw={600}>{reasonLabel(report.reason)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {dateTime(report.createdAt)}
        </Text>
      </Group>
      <Text mt="xs" fs={report.excerpt ? undefined : 'italic'} c={report.excerpt ? undefined : 'dimmed'}>
        {report.excerpt ?? 'İçerik artık bulunmuyor.'}
      </Text>
      {report.details && (
        <Text size="sm" c="dimmed" mt={4}>
          Açıklama: {report.details}
        </Text>
      )}
      {report.targetType === 'business' && (
        <Text component={Link} to={businessHref(report.targetId)} size="sm" c="blue.8" td="underline">
          İşletme profilini aç
        </Text>
      )}
      <Decision error={resolve.error} open={report.status === 'open'}>
        <Button
          color="red"
          loading={resolve.isPending && resolve.variables?.action === 'hide'}
          disabled={resolve.isPending}
          onClick={() => resolve.mutate({ id: report.id, action: 'hide' })}
        >
          İçeriği Gizle
        </Button>
        <Button
          variant="default"
          loading={resolve.isPending && resolve.variables?.action === 'dismiss'}
          disabled={resolve.isPending}
          onClick={() => resolve.mutate({ id: report.id, action: 'dismiss' })}
        >
          Şikayeti Reddet
        </Button>
      </Decision>
    </Paper>
  );
}

export function ReportsTab() {
  const pages = useFilterPages<ReportStatus>('open');
  const query = useReports(pages.filter, pages.page);
  const reports = query.data?.reports ?? [];
  return (
    <Stack>
      <StatusFilter label="Şikayet durumu" labels={statusLabels} value={pages.filter} onChange={pages.setFilter} />
      <TabPages
        query={query}
        count={reports.length}
        empty={pages.filter === 'open' ? 'İncelenecek şikayet yok.' : 'Bu durumda şikayet yok.'}
        pages={pages}
      >
        {reports.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </TabPages>
    </Stack>
  );
}
