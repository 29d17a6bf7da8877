import { Button, Group, List, Stack, Text } from '@mantine/core';
import { deleteAccountTexts as t } from '@otousta/shared/messages/account';
import { deleteAccountSchema } from '@otousta/shared/schemas/account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmDialog, confirmTexts } from '../../../components/ui/confirm-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { isApiError } from '../../../lib/api-client';
import { withFlash } from '../../../lib/flash';
import { clearSession } from '../../../lib/session-store';
import { useForm } from '../../../lib/use-form';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Hesabımı Sil': says what goes and what stays (anonymised), asks for the password, then for confirmation in the
 * site's one confirm dialog. Afterwards this browser forgets the session and the home page says the account is gone.
 */
export function DeleteAccountSection() {
  const form = useForm({ initialValues: { password: '' }, schema: deleteAccountSchema });
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const onSubmit = form.onSubmit(() => setConfirming(true));

  const confirm = async () => {
    try {
      await remove.mutateAsync({ password: form.values.password });
    } catch (error) {
      // The dialog says why; a wrong password is also marked where it was typed.
      if (isApiError(error) && error.code === 'WRONG_PASSWORD') form.setErrors({ password: error.message });
      throw error;
    }
    // The server has ended every session already; there is nothing to sign out of, only local state to drop.
    clearSession();
    navigate(paths.home, { replace: true, state: withFlash(t.done) });
  };

  return (
    <SettingsSection name="delete" order={2} title={t.title} titleProps={{ mb: 'xs', c: 'red.8' }}>
      <Text size="sm" mb={6}>
        {t.intro}
      </Text>
      <List size="sm" spacing={6} mb="md">
        <List.Item>{t.deleted}</List.Item>
        <List.Item>{t.kept}</List.Item>
      </List>
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-delete">
        <Stack gap="md">
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="current-password"
            {...form.text('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog opened={confirming} onClose={() => setConfirming(false)} {...confirmTexts(t)} onConfirm={confirm}>
        {t.confirmBody}
      </ConfirmDialog>
    </SettingsSection>
  );
}
