import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import {
  REPORT_LIMITS,
  REPORT_SUCCESS,
  type ReportReason,
  type ReportTargetType,
  reportReasons,
  reportTargetLabels,
} from '@otousta/shared/options/reports';
import { createReportSchema } from '@otousta/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useOpenedAfterMount } from '../../lib/lazy-dialog';
import { useForm } from '../../lib/use-form';
import { DialogActions } from './dialog-actions';

/** POST /api/reports: anyone may report a post, comment, review or business; an admin decides. */
const fileReport = (input: {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
}) => api.post<{ message: string }>('/reports', input);

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  opened: boolean;
  onClose: () => void;
}

/** The report button's dialog asking why; its code loads when the button is first used. */
export function ReportDialog({ targetType, targetId, opened, onClose }: ReportDialogProps) {
  const form = useForm({
    initialValues: { reason: '' as ReportReason | '', details: '' },
    schema: createReportSchema,
    toInput: ({ reason, details }) => ({ targetType, targetId, reason, details: details.trim() || undefined }),
  });
  const report = useMutation({ mutationFn: fileReport });
  const close = () => {
    onClose();
    form.reset();
    report.reset();
  };
  const label = reportTargetLabels[targetType];
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={close}
      title={`${label} şikayet et`}
      centered
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
    >
      {report.isSuccess ? (
        <Stack>
          <Alert color="blue" role="status">
            {REPORT_SUCCESS}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Kapat</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit((data) => {
            if (!report.isPending) report.mutate(data, { onError: form.showServerErrors });
          })}
        >
          <Stack>
            <Radio.Group
              label="Şikayet nedeni"
              required
              value={form.values.reason}
              onChange={(value) => form.set('reason', value as ReportReason)}
              error={form.errors.reason}
            >
              <Stack gap="xs" mt="xs">
                {reportReasons.map((r) => (
                  <Radio key={r.value} value={r.value} label={r.label} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Açıklama (isteğe bağlı)"
              autosize
              minRows={2}
              maxLength={REPORT_LIMITS.detailsMax}
              {...form.text('details')}
            />
            <DialogActions error={report.error} onCancel={close}>
              <Button type="submit" color="red" disabled={!form.values.reason} loading={report.isPending}>
                Şikayet Et
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
