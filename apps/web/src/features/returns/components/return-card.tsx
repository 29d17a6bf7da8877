import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  RETURN_LIMITS,
  type ReturnRequest,
  type ReturnStatus,
  rejectReturnSchema,
} from '@otousta/shared/schemas/returns';
import { imageVariant } from '@otousta/shared/text/image-url';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { formatDateTime } from '../../../lib/shop-format';
import { useForm } from '../../../lib/use-form';
import { type ReturnStep, useReturnStep } from '../api/return-step';

export type ReturnViewer = 'buyer' | 'seller' | 'admin';

const colors: Record<ReturnStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  escalated: 'orange',
  received: 'green',
  closed: 'gray',
};

/** A step that needs a written reason (reject, escalate, settle): a small form under the return. */
function NoteForm({
  label,
  submitLabels,
  optional,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabels: { label: string; step: (note: string) => ReturnStep; color?: string }[];
  optional?: boolean;
  onSubmit: (step: ReturnStep) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState(0);
  const form = useForm({
    initialValues: { note: '' },
    // The reject/settle rules (at least 5 characters); an escalation's note may stay empty.
    schema: optional
      ? { safeParse: (v: unknown) => ({ success: true as const, data: v as { note: string } }) }
      : noteSchema,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(async ({ note }) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(submitLabels[choice]!.step(note.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack component="form" gap="xs" onSubmit={submit} mt="sm">
      <Textarea label={label} autosize minRows={2} maxLength={RETURN_LIMITS.noteMax} {...form.text('note')} />
      <Group gap="xs">
        {submitLabels.map((option, i) => (
          <Button
            key={option.label}
            type="submit"
            size="xs"
            color={option.color}
            loading={busy && choice === i}
            onClick={() => setChoice(i)}
          >
            {option.label}
          </Button>
        ))}
        <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
      </Group>
      <FormError>{error}</FormError>
    </Stack>
  );
}

// The reason a seller or admin writes: the shared rule of both (at least 5 characters).
const noteSchema = {
  safeParse: (v: unknown) => {
    const parsed = rejectReturnSchema.safeParse({ reason: (v as { note: string }).note });
    return parsed.success
      ? { success: true as const, data: { note: parsed.data.reason } }
      : {
          success: false as const,
          error: { issues: parsed.error.issues.map((issue) => ({ path: ['note'], message: issue.message })) },
        };
  },
};

function Actions({ request, viewer }: { request: ReturnRequest; viewer: ReturnViewer }) {
  const step = useReturnStep(request.id);
  const [confirm, setConfirm] = useState<'approve' | 'received' | null>(null);
  const [writing, setWriting] = useState(false);
  const run = (s: ReturnStep) => step.mutateAsync(s).then(() => setWriting(false));
  const canSettle = viewer === 'admin' && request.status === 'escalated';
  const sellerDecides = viewer === 'seller' && request.status === 'requested';
  const sellerReceives = viewer === 'seller' && request.status === 'approved';
  const buyerEscalates = viewer === 'buyer' && request.status === 'rejected';
  if (!canSettle && !sellerDecides && !sellerReceives && !buyerEscalates) return null;
  return (
    <>
      {!writing && (
        <Group gap="xs" mt="sm">
          {sellerDecides && (
            <>
              <Button size="xs" onClick={() => setConfirm('approve')}>
                İadeyi Onayla
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setWriting(true)}>
                Reddet
              </Button>
            </>
          )}
          {sellerReceives && (
            <Button size="xs" onClick={() => setConfirm('received')}>
              İade Paketini Teslim Aldım
            </Button>
          )}
          {buyerEscalates && (
            <Button size="xs" variant="light" color="orange" onClick={() => setWriting(true)}>
              Yöneticiye İtiraz Et
            </Button>
          )}
          {canSettle && (
            <Button size="xs" onClick={() => setWriting(true)}>
              Karar Ver
            </Button>
          )}
        </Group>
      )}
      {writing && sellerDecides && (
        <NoteForm
          label="Ret nedeni"
          submitLabels={[{ label: 'Talebi Reddet', color: 'red', step: (reason) => ({ step: 'reject', reason }) }]}
          onSubmit={run}
          onCancel={() => setWriting(false)}
        />
      )}
      {writing && buyerEscalates && (
        <NoteForm
          label="İtiraz notunuz (isteğe bağlı)"
          optional
          submitLabels={[
            { label: 'İtirazı Gönder', step: (note) => ({ step: 'escalate', ...(note ? { note } : {}) }) },
          ]}
          onSubmit={run}
          onCancel={() => setWriting(false)}
        />
      )}
      {writing && canSettle && (
        <NoteForm
          label="Karar gerekçesi"
          submitLabels={[
            {
              label: 'İadeyi Onayla',
              step: (note) => ({ step: 'settle', decision: 'approve', note }),
            },
            {
              label: 'Reddi Onayla',
              color: 'red',
              step: (note) => ({ step: 'settle', decision: 'reject', note }),
            },
          ]}
          onSubmit={run}
          onCancel={() => setWriting(false)}
        />
      )}
      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'received' ? 'İade Paketini Teslim Aldım' : 'İadeyi Onayla'}
        confirmLabel={confirm === 'received' ? 'Teslim Aldım' : 'İadeyi Onayla'}
        failure="İşlem yapılamadı"
        onConfirm={() => step.mutateAsync({ step: confirm ?? 'approve' })}
      >
        {confirm === 'received'
          ? 'Paketi teslim aldığınızda iade edilen ürünler stoğa geri eklenir ve iade tamamlanır. Onaylıyor musunuz?'
          : 'Onayladığınızda alıcı, ürünü göndereceği adres olarak yasal bilgilerinizdeki adresinizi görür.'}
      </ConfirmDialog>
    </>
  );
}

/** One return request: its lines, reason, photos, where to send it, its whole history and the viewer's next step. */
export function ReturnCard({ request, viewer }: { request: ReturnRequest; viewer: ReturnViewer }) {
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`İade talebi, ${request.statusLabel}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} size="sm">
          İade talebi · {request.orderNumber}
        </Text>
        <Badge color={colors[request.status]} variant="light" c="dark.8">
          {request.statusLabel}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {request.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Neden: {request.reason}
      </Text>
      {request.photos.length > 0 && (
        <SimpleGrid cols={{ base: 4, sm: 5 }} spacing={6} mt="xs" maw={360}>
          {request.photos.map((url, i) => (
            <Image
              key={url}
              src={imageVariant(url, 'thumb')}
              alt={`İade fotoğrafı ${i + 1}`}
              radius="sm"
              h={56}
              fit="cover"
            />
          ))}
        </SimpleGrid>
      )}
      {request.returnAddress && (
        <Paper bg="blue.0" p="xs" mt="xs" radius="sm">
          <Text size="sm" fw={600}>
            İade adresi
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {request.returnAddress}
          </Text>
        </Paper>
      )}
      {request.rejectionReason && (
        <Text size="sm" mt={4}>
          Satıcının ret nedeni: {request.rejectionReason}
        </Text>
      )}
      {request.adminNote && (
        <Text size="sm" mt={4}>
          Yönetici kararı: {request.adminNote}
        </Text>
      )}
      <Text size="xs" fw={600} mt="xs">
        Geçmiş
      </Text>
      <Stack component="ol" gap={2} m={0} pl="md">
        {request.history.map((event) => (
          <Text component="li" size="xs" key={`${event.kind}-${event.at}`}>
            {formatDateTime(event.at)} · {event.label}
            {event.note ? ` — ${event.note}` : ''}
          </Text>
        ))}
      </Stack>
      <Actions request={request} viewer={viewer} />
    </Paper>
  );
}
