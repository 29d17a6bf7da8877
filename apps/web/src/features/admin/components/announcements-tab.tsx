import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { announcementInputSchema, NOTIFICATION_LIMITS } from '@otousta/shared/schemas/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/error-text';
import { useForm } from '../../../lib/use-form';
import { useSendAnnouncement } from '../api/send-announcement';

/**
 * 'Duyurular': an announcement to the users who turned announcements on in their notification preferences (off until
 * they do); it is mailed only to those who also gave marketing consent, with an unsubscribe link (İYS).
 */
export function AnnouncementsTab() {
  const form = useForm({ initialValues: { title: '', text: '' }, schema: announcementInputSchema });
  const send = useSendAnnouncement();
  const [sentTo, setSentTo] = useState<number | null>(null);

  const onSubmit = form.onSubmit((data) => {
    setSentTo(null);
    send.mutate(data, {
      onSuccess: ({ recipients }) => {
        setSentTo(recipients);
        form.reset();
      },
      onError: (error) => form.showServerErrors(error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Duyuru gönder">
      <Stack gap="md" maw={640}>
        <Text size="sm" c="dimmed">
          Duyuru, bildirim tercihlerinde duyuruları açmış kullanıcılara seçtikleri kanallardan gider. E-posta yalnızca
          kampanya ve duyuru e-postalarına izin verenlere, abonelikten çıkma bağlantısıyla gönderilir.
        </Text>
        <FormError>{send.isError ? errorText(send.error) : null}</FormError>
        <div aria-live="polite">
          {sentTo !== null && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {sentTo === 0
                ? 'Duyuru kaydedildi; henüz duyuruları açmış kullanıcı yok.'
                : `Duyuru ${sentTo} kullanıcıya gönderiliyor.`}
            </Alert>
          )}
        </div>
        <TextInput
          label="Başlık"
          name="title"
          withAsterisk
          maxLength={NOTIFICATION_LIMITS.announcementTitleMax}
          {...form.text('title')}
        />
        <Textarea
          label="Metin"
          name="text"
          withAsterisk
          autosize
          minRows={4}
          maxLength={NOTIFICATION_LIMITS.announcementTextMax}
          description={`${form.values.text.length}/${NOTIFICATION_LIMITS.announcementTextMax}`}
          {...form.text('text')}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Duyuruyu Gönder
        </Button>
      </Stack>
    </form>
  );
}
