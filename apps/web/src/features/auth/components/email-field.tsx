import { TextInput, type TextInputProps } from '@mantine/core';

/** The required e-mail box of the sign-in and password forms, with the address keyboard on phones. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="ornek@eposta.com"
      withAsterisk
      size="md"
      {...props}
    />
  );
}
