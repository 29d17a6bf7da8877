import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormError } from '../../../components/ui/form-error';

interface SettingsFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The id of the section heading that names the form. */
  labelledBy: string;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  submit: string;
  pending: boolean;
  children: ReactNode;
}

/** A settings section's form: the refusal above its fields and the submit button at the end of the row. */
export function SettingsForm({ formRef, onSubmit, labelledBy, error, submit, pending, children }: SettingsFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <FormError>{error}</FormError>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
