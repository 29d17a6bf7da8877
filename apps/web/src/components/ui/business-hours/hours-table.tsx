import { Table, Text } from '@mantine/core';
import { addDays, minuteToTime, toLocal, weekdays } from '@otousta/shared/hours/istanbul';
import { rangesOn } from '@otousta/shared/hours/open-state';
import type { BusinessHours } from '@otousta/shared/schemas/hours';
import { useDisplayClock } from '../../../lib/server-render';

const dayText = (ranges: { opens: number; closes: number }[]) =>
  ranges.length ? ranges.map((r) => `${minuteToTime(r.opens)}–${minuteToTime(r.closes)}`).join(', ') : 'Kapalı';

const dateText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', weekday: 'long' });

/** The week's opening hours, today marked, and the special days of the coming weeks (Istanbul time). */
export function HoursTable({ hours }: { hours: BusinessHours }) {
  const { now } = useDisplayClock();
  const today = toLocal(now);
  const weekOnly = { weekly: hours.weekly, exceptions: [] };
  const upcoming = hours.exceptions.filter((e) => e.date >= today.date && e.date <= addDays(today.date, 60));
  return (
    <>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Haftalık çalışma saatleri">
        <Table.Tbody>
          {weekdays.map((day) => {
            const isToday = day.value === today.weekday;
            // A weekday's ranges, found through any date of that weekday (the exceptions are listed below).
            const date = addDays(today.date, (day.value - today.weekday + 7) % 7);
            return (
              <Table.Tr key={day.value} fw={isToday ? 700 : undefined} aria-current={isToday ? 'date' : undefined}>
                <Table.Th w={130}>{day.label}</Table.Th>
                <Table.Td>{dayText(rangesOn(weekOnly, date))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {upcoming.length > 0 && (
        <Text size="sm" mt="xs" component="div">
          <Text span fw={600}>
            Özel günler:{' '}
          </Text>
          {upcoming
            .map(
              (e) =>
                `${dateText(e.date)}${e.label ? ` (${e.label})` : ''}: ${dayText(rangesOn({ weekly: [], exceptions: [e] }, e.date))}`,
            )
            .join(' · ')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Saatler Türkiye saatiyle (GMT+3) gösterilir.
      </Text>
    </>
  );
}
