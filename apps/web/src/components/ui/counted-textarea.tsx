import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface CountedTextareaProps extends Omit<TextareaProps, 'maxLength'> {
  /** The length the rule counts (e.g. without surrounding spaces). */
  length: number;
  max: number;
  /** A rule not met yet, said before the count and in red once something is typed. */
  unmet?: string;
  /** The form's buttons, on the counter's line. */
  actions: ReactNode;
}

/**
 * A text field with its length under it ('42/500'), which screen readers read with the field, and the form's buttons
 * on the same line: how reviews, replies and the like are written.
 */
export function CountedTextarea({ length, max, unmet, actions, ...textarea }: CountedTextareaProps) {
  const counterId = useId();
  return (
    <>
      <Textarea autosize maxLength={max} {...textarea} aria-describedby={counterId} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={unmet && length > 0 ? 'red.8' : 'dimmed'} id={counterId}>
          {unmet ? `${unmet} · ` : ''}
          {length}/{max}
        </Text>
        <Group gap="xs">{actions}</Group>
      </Group>
    </>
  );
}
