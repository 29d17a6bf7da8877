import { useRef, useState } from 'react';
import { type FieldErrors, type FormSchema, useForm } from '../../../lib/use-form';
import { focusFirstInvalid, refusalOf } from '../refusal';
import { useNotice } from './use-notice';

interface SettingsMutation<P> {
  mutate(payload: P, handlers: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

interface SettingsFormOptions<V, T, P, F extends keyof V> {
  initialValues: V;
  schema: FormSchema<T>;
  /** The fields a refusal may mark, and the field each refusal code concerns (a wrong password: the password). */
  fields: readonly F[];
  fieldOfCode: Partial<Record<string, F>>;
  mutation: SettingsMutation<P>;
  /** What the checked values send, and the notice shown once the change is done. */
  send: (data: T) => { payload: P; done: string };
}

/**
 * An account settings form's one way of sending: a sent form empties and shows its notice; a refused one keeps what
 * was typed, marks the fields the refusal concerns, shows its message above them and moves the keyboard there.
 */
export function useSettingsForm<V extends object, T, P, F extends keyof V & string>({
  initialValues,
  schema,
  fields,
  fieldOfCode,
  mutation,
  send,
}: SettingsFormOptions<V, T, P, F>) {
  const form = useForm({ initialValues, schema });
  const { notice, success, clear } = useNotice();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = form.onSubmit((data) => {
    setError(null);
    clear();
    const { payload, done } = send(data);
    mutation.mutate(payload, {
      onSuccess: () => {
        form.reset();
        success(done);
      },
      onError: (refused) => {
        const refusal = refusalOf(refused, fieldOfCode, fields);
        form.setErrors(refusal.errors as FieldErrors<V>);
        setError(refusal.message);
        focusFirstInvalid(formRef.current);
      },
    });
  });

  return {
    form,
    notice,
    clearNotice: clear,
    /** What the section's SettingsForm takes besides its heading and button text. */
    formProps: { formRef, onSubmit, error, pending: mutation.isPending },
  };
}
