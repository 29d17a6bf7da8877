import { useState } from 'react';
import { isApiError } from './api-client';

/**
 * How every form of the site keeps its state (one approach, so each form reads the same):
 * - the values live in one object; `set` changes a field and clears that field's message;
 * - sending checks the values with the shared zod schema the API uses (packages/shared), so both give the same
 *   Turkish messages; a failure shows each field's first message and moves the focus to the first such field;
 * - nothing typed is ever cleared by a failure, whether the schema or the server refused it.
 * The registration form keeps to the same rules with its own hook, because it reports one broken rule at a time in a
 * fixed order and re-checks while the person corrects (features/registration/registration-form.ts).
 */

/** What a shared zod schema's `safeParse` answers (written out, so the web app needs no zod import of its own). */
export type FormParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface FormSchema<T> {
  safeParse(input: unknown): FormParse<T>;
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The form field an issue's path names; by default its first part ('deliveryAddress.city' → 'deliveryAddress'). */
export type FieldOf<V> = (path: readonly PropertyKey[]) => keyof V | undefined;

const firstPart = <V>(path: readonly PropertyKey[]) => path[0] as keyof V | undefined;

/** Checks input with a schema: the parsed data, or the first message of each field it refused. */
export function checkForm<V, T>(
  schema: FormSchema<T>,
  input: unknown,
  fieldOf: FieldOf<V> = firstPart,
): { ok: true; data: T } | { ok: false; errors: FieldErrors<V> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<V> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export interface UseFormOptions<V, T> {
  initialValues: V | (() => V);
  schema: FormSchema<T>;
  /** The schema's input made from the values (a number box's '' as no number, trimmed text…); default the values. */
  toInput?: (values: V) => unknown;
  fieldOf?: FieldOf<V>;
}

export function useForm<V extends object, T>({ initialValues, schema, toInput, fieldOf }: UseFormOptions<V, T>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  /**
   * What a Mantine text box, password box, text area or native select needs: its value, what typing does, its message, and
   * aria-invalid while it has one (Mantine's PasswordInput leaves that out, so a refused password was neither announced
   * as invalid nor found to be focused).
   */
  const text = (field: { [K in keyof V]: V[K] extends string ? K : never }[keyof V]) => ({
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value as V[typeof field]),
    error: errors[field],
    'aria-invalid': errors[field] ? true : undefined,
  });

  /**
   * What a control that hands over its value needs (a number box, radio or tick-box group, multi-select): its value,
   * what a change does and its message.
   */
  const field = <K extends keyof V>(name: K) => ({
    value: values[name],
    onChange: (value: V[K]) => set(name, value),
    error: errors[name],
  });

  /** What a Mantine Select needs: its choice (null when there is none), what choosing does and its message. */
  const choice = (name: { [K in keyof V]: V[K] extends string ? K : never }[keyof V]) => ({
    value: (values[name] as string) || null,
    onChange: (value: string | null) => set(name, (value ?? '') as V[typeof name]),
    error: errors[name],
  });

  /**
   * The form's submit handler: with valid values it calls `onValid` with the parsed data (and the values as typed);
   * otherwise it shows the messages, focuses the first refused field and calls `onInvalid`.
   */
  const onSubmit =
    (onValid: (data: T, values: V) => unknown, onInvalid?: (errors: FieldErrors<V>) => void) =>
    (event: { preventDefault(): void; currentTarget: HTMLElement }) => {
      event.preventDefault();
      const form = event.currentTarget;
      const checked = checkForm(schema, toInput ? toInput(values) : values, fieldOf);
      if (!checked.ok) {
        setErrors(checked.errors);
        onInvalid?.(checked.errors);
        // After the messages are drawn: Mantine marks a field with a message aria-invalid.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setErrors({});
      void onValid(checked.data, values);
    };

  /** Shows under the fields the messages the server gave per field (the error body's `errors`). */
  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || !error.errors) return;
    const found: FieldErrors<V> = {};
    for (const [path, message] of Object.entries(error.errors)) {
      const field = (fieldOf ?? firstPart)(path.split('.'));
      if (field !== undefined) found[field] ??= message;
    }
    setErrors(found);
  };

  /** Empties the form again (after it was sent), or fills it with the given values. */
  const reset = (next: V = typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues) => {
    setValues(next);
    setErrors({});
  };

  return { values, set, setValues, errors, setErrors, text, field, choice, onSubmit, showServerErrors, reset };
}
