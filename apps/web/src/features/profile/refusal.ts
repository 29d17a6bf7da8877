import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

/**
 * What an account form shows when the server refuses it: the message for the summary, and the field it concerns,
 * from the answer's per-field `errors` or else from its code (a wrong password belongs under the password field).
 */
export function refusalOf<F extends string>(
  error: unknown,
  fieldsByCode: Partial<Record<string, F>>,
  fields: readonly F[],
): { message: string; errors: Partial<Record<F, string>> } {
  const message = errorText(error);
  const errors: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return { message, errors };
  for (const [path, text] of Object.entries(error.errors ?? {})) {
    const field = path.split('.')[0] as F;
    if (fields.includes(field)) errors[field] ??= text;
  }
  const byCode = fieldsByCode[error.code];
  if (byCode && !errors[byCode]) errors[byCode] = message;
  return { message, errors };
}

/** After the messages are drawn, the keyboard goes to the first field marked invalid in the form. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
