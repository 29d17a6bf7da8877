import { Anchor, Button, Stack, Text } from '@mantine/core';
import { accountCommonTexts } from '@otousta/shared/messages/account';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  submit: string;
  pending: boolean;
  children: ReactNode;
}

/** An account-recovery page's form, named by the card's heading: its fields, one submit and the way back to sign-in. */
export function AccountForm({ onSubmit, error, submit, pending, children }: AccountFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="account-card-title">
      <Stack gap="md">
        <FormError>{error}</FormError>
        {children}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submit}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.signIn}>
            {accountCommonTexts.backToSignIn}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
