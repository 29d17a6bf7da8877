import { Alert, Button, Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  notificationChannelLabels,
  notificationTypeLabels,
  notificationUiTexts as t,
} from '@otousta/shared/messages/notifications';
import type { NotificationType } from '@otousta/shared/notifications/events';
import { notificationTypeGroups, receivesType } from '@otousta/shared/notifications/preferences';
import {
  type NotificationChannel,
  type NotificationPreference,
  notificationChannels,
} from '@otousta/shared/schemas/notifications';
import { Fragment, useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SettingsSection } from '../../../components/ui/settings-section';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useNotificationPreferences } from '../api/get-preferences';
import { useSaveNotificationPreferences } from '../api/save-preferences';

type Choices = Map<NotificationType, NotificationPreference>;

/** /profilim 'Bildirimler': each type and channel as a checkbox, saved together. */
export function NotificationPreferencesSection() {
  const stored = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<Choices>(new Map());
  const [saved, setSaved] = useState(false);
  const { user } = useSession();
  const account = {
    isBusiness: user?.userType === 'isletme',
    isSeller: user?.sellerApplication?.status === 'approved' || Boolean(user?.eCommerceIsVerified),
  };
  const groups = notificationTypeGroups
    .map((group) => ({ ...group, types: group.types.filter((type) => receivesType(type, account)) }))
    .filter((group) => group.types.length > 0);

  useEffect(() => {
    if (stored.data) setChoices(new Map(stored.data.map((row) => [row.type, row])));
  }, [stored.data]);

  const toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) => {
    setSaved(false);
    setChoices((current) => {
      const next = new Map(current);
      const row = next.get(type);
      if (row) next.set(type, { ...row, [channel]: on });
      return next;
    });
  };

  return (
    <SettingsSection name="notifications" order={2} title={t.preferencesTitle} titleProps={{ mb: 'xs' }}>
      <Text size="sm" c="dimmed" mb="md">
        {t.preferencesIntro}
      </Text>
      {stored.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : stored.isError ? (
        <LoadFailed title={t.preferencesFailed} message={errorText(stored.error)} onRetry={() => stored.refetch()} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate([...choices.values()], { onSuccess: () => setSaved(true) });
          }}
        >
          <Stack gap="md">
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing={6} horizontalSpacing={6} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.preferencesType}</Table.Th>
                    {notificationChannels.map((channel) => (
                      <Table.Th key={channel} ta="center" w={64} fz="xs">
                        {notificationChannelLabels[channel]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.map((group) => (
                    <Fragment key={group.label}>
                      <Table.Tr>
                        <Table.Th colSpan={4} bg="gray.0" fz="xs" tt="uppercase" c="dimmed">
                          {group.label}
                        </Table.Th>
                      </Table.Tr>
                      {group.types.map((type) => (
                        <Table.Tr key={type}>
                          <Table.Td style={{ hyphens: 'auto' }} lang="tr">
                            {notificationTypeLabels[type]}
                          </Table.Td>
                          {notificationChannels.map((channel) => (
                            <Table.Td key={channel}>
                              <Checkbox
                                mx="auto"
                                w="fit-content"
                                checked={choices.get(type)?.[channel] ?? false}
                                onChange={(event) => toggle(type, channel, event.currentTarget.checked)}
                                aria-label={`${notificationTypeLabels[type]}: ${notificationChannelLabels[channel]}`}
                              />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Fragment>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <div aria-live="polite">
              {saved && (
                <Alert color="teal" variant="light">
                  {t.preferencesSaved}
                </Alert>
              )}
              {save.isError && (
                <Alert color="red" variant="light" role="alert">
                  {`${t.preferencesFailed}: ${errorText(save.error)}`}
                </Alert>
              )}
            </div>
            <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              {t.save}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
