import { Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { dayChip, timeText } from '@otousta/shared/hours/clock-text';
import { addDays, toLocal } from '@otousta/shared/hours/istanbul';
import type { Slot } from '@otousta/shared/schemas/appointments';
import { type ReactNode, useId, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { useSlots } from '../../lib/get-slots';

/** How many days from the first one the picker offers. */
const DAYS_SHOWN = 14;

interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * One pick among a few, as native radio buttons drawn as chips: Tab reaches the group, the arrow keys move the choice,
 * and a screen reader hears 'radio, 3 of 14'.
 */
function ChipChoice({
  labelledBy,
  choices,
  value,
  onChange,
  disabled,
}: {
  labelledBy: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <Chip.Group value={value} onChange={(chosen) => onChange(chosen as string)}>
      <Group gap="xs" role="radiogroup" aria-labelledby={labelledBy}>
        {choices.map((choice) => (
          <Chip
            key={choice.value}
            value={choice.value}
            name={name}
            size="sm"
            icon={null}
            disabled={disabled || choice.disabled}
          >
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** One day's slots: the free ones to pick, the full ones marked 'Dolu'; or why there are none. */
function DaySlots({
  businessId,
  date,
  labelledBy,
  value,
  onChange,
  disabled,
}: {
  businessId: string;
  date: string;
  labelledBy: string;
  value: string;
  onChange: (startsAt: string) => void;
  disabled: boolean;
}) {
  const slots = useSlots(businessId, date);
  if (slots.isPending) return <Loader size="sm" aria-label="Boş saatler yükleniyor" />;
  if (slots.isError) return <Text c="red">Boş saatler yüklenemedi: {errorText(slots.error)}</Text>;
  if (slots.data.slotMinutes === null) {
    return (
      <Text c="dimmed" size="sm">
        Bu işletme çalışma saatlerini girmedi; zamanı işletmeyle konuşarak belirleyebilirsiniz.
      </Text>
    );
  }
  const list: Slot[] = slots.data.slots;
  if (list.length === 0) return <Text c="dimmed">Bu gün işletme kapalı.</Text>;
  return (
    <Stack gap={4}>
      <ChipChoice
        labelledBy={labelledBy}
        value={value}
        onChange={onChange}
        disabled={disabled}
        choices={list.map((slot) => ({
          value: slot.startsAt,
          label: `${timeText(slot.startsAt)}${slot.free === 0 ? ' · Dolu' : ''}`,
          disabled: slot.free === 0,
        }))}
      />
      {list.every((slot) => slot.free === 0) && <Text c="dimmed">Bu günün bütün saatleri dolu.</Text>}
    </Stack>
  );
}

export interface DaySlotPickerProps {
  businessId: string;
  /** The first day offered (YYYY-MM-DD, Turkey's calendar); the next 13 follow it. */
  firstDay: string;
  /** The days' heading, e.g. 'Gün seçin'. */
  dayLabel: ReactNode;
  /** The chosen slot's start, '' while none is. */
  value: string;
  onChange: (startsAt: string) => void;
  disabled?: boolean;
  /** Why the choice was refused, e.g. 'Bir saat seçin.'. */
  error?: string;
}

/**
 * A day, then one of that business's free slots on it. Booking from a business page and accepting an offer pick their
 * time with it alike; another day clears the chosen slot.
 */
export function DaySlotPicker({
  businessId,
  firstDay,
  dayLabel,
  value,
  onChange,
  disabled = false,
  error,
}: DaySlotPickerProps) {
  const [date, setDate] = useState(firstDay);
  const today = toLocal(new Date()).date;
  const dayId = useId();
  const slotsId = useId();
  return (
    <Stack gap="xs">
      <Text fw={600} id={dayId}>
        {dayLabel}
      </Text>
      <ChipChoice
        labelledBy={dayId}
        value={date}
        onChange={(day) => {
          setDate(day);
          onChange('');
        }}
        disabled={disabled}
        choices={Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(firstDay, i)).map((day) => ({
          value: day,
          label: dayChip(day, today),
        }))}
      />
      <Text fw={600} id={slotsId} mt="xs">
        Saat seçin
      </Text>
      <DaySlots
        businessId={businessId}
        date={date}
        labelledBy={slotsId}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
