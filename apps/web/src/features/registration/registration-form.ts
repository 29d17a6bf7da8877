import { firstRegistrationIssue } from '@otousta/shared/schemas/registration';
import type { FieldIssue } from '@otousta/shared/schemas/user';
import { useCallback, useMemo, useState } from 'react';
import { withConsistentChoices } from '../../lib/business-values';
import type { RegistrationFailure } from './registration-errors';
import { emptyRegistration, type RegistrationValues, toFormInput } from './registration-values';

export type FieldErrors = Partial<Record<keyof RegistrationValues, string>>;
export type SetField = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => void;

/** What every section of the form is given: the values, how to change one, and the messages under the fields. */
export interface SectionProps {
  values: RegistrationValues;
  set: SetField;
  errors: FieldErrors;
}

/** The fields that hold any `T` (a text box's any string, not the account type's two). */
export type FieldsOf<T> = {
  [K in keyof RegistrationValues]: T extends RegistrationValues[K] ? K : never;
}[keyof RegistrationValues];

/**
 * The value, change handler and message a section's text box or tick box takes, the same for every field. A text box
 * also names its field on its wrapper, where a summary's link finds it (registration-page.tsx `focusField`).
 */
export const fieldProps = ({ values, set, errors }: SectionProps) => ({
  text: (field: FieldsOf<string>) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
    wrapperProps: { 'data-field': field },
  }),
  list: (field: FieldsOf<string[]>) => ({
    value: values[field],
    onChange: (next: string[]) => set(field, next),
    error: errors[field],
  }),
  check: (field: FieldsOf<boolean>) => ({
    checked: values[field],
    onChange: (event: { currentTarget: { checked: boolean } }) => set(field, event.currentTarget.checked),
    error: errors[field],
  }),
});

/** Names of the shared rules' fields as the form calls them: the map point is one field here. */
function formField(field: string): keyof RegistrationValues {
  if (field === 'businessLatitude' || field === 'businessLongitude') return 'location';
  return field as keyof RegistrationValues;
}

/** Under each missing field a short word; the documented sentence is the summary at the top (docs/product.md §5 item 1). */
const FIELD_REQUIRED = 'Bu alan zorunludur.';

function issueErrors(found: FieldIssue | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of found?.fields ?? []) {
    errors[formField(field)] = found?.code === 'REQUIRED_FIELDS' ? FIELD_REQUIRED : found?.message;
  }
  return errors;
}

/**
 * The registration form's state. Rules come from the shared schema (packages/shared schemas/registration), checked in
 * docs/product.md §5 order; after the first attempt to send they are re-checked on every change so the messages follow
 * the user's corrections. Input is never cleared by a failure.
 */
export function useRegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);

  const set: SetField = useCallback((field, value) => {
    setValues((current) => withConsistentChoices({ ...current, [field]: value }));
    // A server complaint about a field is settled once the user edits that field.
    setFailure((current) => (current?.field && formField(current.field) === field ? null : current));
  }, []);

  const issue = useMemo(
    () => (attempted ? firstRegistrationIssue(toFormInput(values)) : undefined),
    [attempted, values],
  );

  const errors = useMemo<FieldErrors>(() => {
    const found = issueErrors(issue);
    if (failure?.field) found[formField(failure.field)] ??= failure.message;
    return found;
  }, [issue, failure]);

  /** Checks everything before sending; answers the first failing rule, or undefined when the form may be sent. */
  const validate = useCallback((): FieldIssue | undefined => {
    setAttempted(true);
    setFailure(null);
    return firstRegistrationIssue(toFormInput(values));
  }, [values]);

  return {
    values,
    set,
    errors,
    /** The sentence for the summary at the top: the first broken rule, else what the server said. */
    summary: issue?.message ?? failure?.message ?? null,
    validate,
    setFailure,
    fieldOf: formField,
  };
}
