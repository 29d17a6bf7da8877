import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { businessTypes, yearsInBusiness } from '@otousta/shared/options/business';
import {
  type AdminSellerApplication,
  rejectApplicationSchema,
  type SellerApplicationStatus,
  SHOP_LIMITS,
} from '@otousta/shared/schemas/shop';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useFilterPages } from '../../../lib/use-filter-pages';
import { useForm } from '../../../lib/use-form';
import { useDecideSellerApplication } from '../api/decide-seller-application';
import { useSellerApplications } from '../api/get-seller-applications';
import { Decision, dateTime, StatusFilter, TabPages } from './states';

const statusLabels: Record<SellerApplicationStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};
// The light variants of these keep AA contrast (green and yellow ones do not).
const statusColors: Record<SellerApplicationStatus, string> = { pending: 'gray', approved: 'blue', rejected: 'red' };
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

function ApplicationCard({ application, onReject }: { application: AdminSellerApplication; onReject: () => void }) {
  const decide = useDecideSellerApplication();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={application.businessName}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3} fz="h4">
            {application.businessName}
          </Title>
          <Text size="sm">
            {application.applicant.firstName} {application.applicant.lastName} · {application.applicant.email} ·{' '}
            {application.businessPhone}
          </Text>
          <Text size="sm" c="dimmed">
            Vergi no: {application.taxNumber} · {labelOf(businessTypes, application.businessType)} ·{' '}
            {labelOf(yearsInBusiness, application.yearsInBusiness)} · {dateTime(application.createdAt)}
          </Text>
          <Text size="sm">{application.businessAddress}</Text>
          <Text size="sm" c="dimmed">
            {application.businessDescription}
          </Text>
          {application.rejectionReason && (
            <Text size="sm" c="red.8">
              Ret gerekçesi: {application.rejectionReason}
            </Text>
          )}
        </Stack>
        <Badge color={statusColors[application.status]} variant="light">
          {statusLabels[application.status]}
        </Badge>
      </Group>
      <Decision error={decide.error} open={application.status === 'pending'}>
        <Button loading={decide.isPending} onClick={() => decide.mutate({ id: application.id, approve: true })}>
          Onayla
        </Button>
        <Button color="red" variant="outline" disabled={decide.isPending} onClick={onReject}>
          Reddet
        </Button>
      </Decision>
    </Paper>
  );
}

function RejectDialog({ application, onClose }: { application: AdminSellerApplication | null; onClose: () => void }) {
  const form = useForm({ initialValues: { reason: '' }, schema: rejectApplicationSchema });
  const decide = useDecideSellerApplication();
  const close = () => {
    form.reset();
    decide.reset();
    onClose();
  };
  return (
    <Modal
      opened={application !== null}
      onClose={close}
      title="Başvuruyu reddet"
      centered
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
    >
      <form
        onSubmit={form.onSubmit(({ reason }) => {
          if (application) decide.mutate({ id: application.id, approve: false, reason }, { onSuccess: close });
        })}
      >
        <Stack>
          <Text size="sm">
            {application?.businessName} başvurusunu reddetme gerekçeniz başvuru sahibine gösterilir.
          </Text>
          <Textarea
            label="Ret gerekçesi"
            required
            autosize
            minRows={3}
            maxLength={SHOP_LIMITS.rejectionReasonMax}
            {...form.text('reason')}
            data-autofocus
          />
          <DialogActions error={decide.error} onCancel={close}>
            <Button type="submit" color="red" loading={decide.isPending} disabled={!form.values.reason.trim()}>
              Reddet
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

export function SellerApplicationsTab() {
  const pages = useFilterPages<SellerApplicationStatus>('pending');
  const [rejecting, setRejecting] = useState<AdminSellerApplication | null>(null);
  const query = useSellerApplications(pages.filter, pages.page);
  const applications = query.data?.applications ?? [];
  return (
    <Stack>
      <StatusFilter label="Başvuru durumu" labels={statusLabels} value={pages.filter} onChange={pages.setFilter} />
      <TabPages query={query} count={applications.length} empty="Bu durumda başvuru yok." pages={pages}>
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} onReject={() => setRejecting(application)} />
        ))}
      </TabPages>
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
