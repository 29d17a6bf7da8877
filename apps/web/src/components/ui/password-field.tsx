import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { accountCommonTexts } from '@otousta/shared/messages/account';
import { USER_LIMITS } from '@otousta/shared/schemas/user';

/**
 * A required password field of the account forms: capped at the longest password the server takes, its description
 * (a rule or a hint) read between the input and its error, and a visibility toggle that says what it does.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maxLength={USER_LIMITS.passwordMax}
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': accountCommonTexts.showPassword }}
      {...props}
    />
  );
}
