import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { toLocal, weekdays } from '@otousta/shared/hours/istanbul';
import { type BusinessHours, HOURS_LIMITS, hoursInputSchema, type TimeRange } from '@otousta/shared/schemas/hours';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/error-text';
import { useHolidays } from '../api/get-holidays';
import { useHours } from '../api/get-hours';
import { useSaveHours } from '../api/save-hours';

interface Draft {
  /** Ranges per weekday, index 0 = Monday. */
  week: TimeRange[][];
  exceptions: { date: string; label: string; ranges: TimeRange[] }[];
  slotMinutes: number | string;
  capacity: number | string;
}

const NEW_RANGE: TimeRange = { opens: '09:00', closes: '18:00' };

const draftOf = (hours: BusinessHours | null): Draft => ({
  week: weekdays.map((d) =>
    (hours?.weekly ?? []).filter((r) => r.day === d.value).map(({ opens, closes }) => ({ opens, closes })),
  ),
  exceptions: hours?.exceptions.map((e) => ({ ...e, ranges: [...e.ranges] })) ?? [],
  slotMinutes: hours?.slotMinutes ?? HOURS_LIMITS.defaultSlotMinutes,
  capacity: hours?.capacity ?? HOURS_LIMITS.defaultCapacity,
});

const inputOf = (draft: Draft) => ({
  weekly: draft.week.flatMap((ranges, i) => ranges.map((r) => ({ day: i + 1, ...r }))),
  exceptions: draft.exceptions,
  slotMinutes: draft.slotMinutes === '' ? undefined : Number(draft.slotMinutes),
  capacity: draft.capacity === '' ? undefined : Number(draft.capacity),
});

const holidayDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

function Ranges({
  label,
  ranges,
  onChange,
  errorFor,
}: {
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  errorFor: (index: number, field: 'opens' | 'closes') => string | undefined;
}) {
  return (
    <Stack gap={6}>
      {ranges.map((range, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place in the day.
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="time"
            aria-label={`${label} ${i + 1}. aralık açılış`}
            value={range.opens}
            error={errorFor(i, 'opens')}
            onChange={(e) => onChange(ranges.map((r, k) => (k === i ? { ...r, opens: e.currentTarget.value } : r)))}
            w={140}
          />
          <Text pt={6}>–</Text>
          <TextInput
            type="time"
            aria-label={`${label} ${i + 1}. aralık kapanış`}
            value={range.closes}
            error={errorFor(i, 'closes')}
            onChange={(e) => onChange(ranges.map((r, k) => (k === i ? { ...r, closes: e.currentTarget.value } : r)))}
            w={140}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`${label} ${i + 1}. aralığı kaldır`}
            onClick={() => onChange(ranges.filter((_, k) => k !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {ranges.length < HOURS_LIMITS.rangesPerDay && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...ranges, ranges.length ? { opens: '13:30', closes: '19:00' } : NEW_RANGE])}
            aria-label={`${label} için saat aralığı ekle`}
          >
            Aralık ekle
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * 'Çalışma Saatleri' in /profilim for a business: weekly ranges (split days), special days with Turkey's holidays
 * offered, and the slot length and capacity of appointments (docs/product.md §10 'Business hours').
 */
export function HoursEditor({ businessId }: { businessId: string }) {
  const query = useHours(businessId);
  const save = useSaveHours(businessId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const today = toLocal(new Date()).date;
  const year = Number(today.slice(0, 4));
  const thisYear = useHolidays(year);
  const nextYear = useHolidays(year + 1);

  useEffect(() => {
    if (query.data && draft === null) setDraft(draftOf(query.data.hours));
  }, [query.data, draft]);

  if (query.isPending || !draft) {
    return query.isError ? (
      <Alert color="red">Çalışma saatleri yüklenemedi: {errorText(query.error)}</Alert>
    ) : (
      <Loader size="sm" aria-label="Çalışma saatleri yükleniyor" />
    );
  }

  const change = (next: Draft) => {
    setDraft(next);
    setSaved(false);
    setErrors({});
  };
  /** The value, message and change of a booking setting's number box. */
  const setting = (name: 'slotMinutes' | 'capacity') => ({
    value: draft[name],
    error: errors[name],
    onChange: (value: number | string) => change({ ...draft, [name]: value }),
  });
  /** Changes part of the i-th special day. */
  const changeException = (i: number, patch: Partial<Draft['exceptions'][number]>) =>
    change({ ...draft, exceptions: draft.exceptions.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
  const weekly = inputOf(draft).weekly;
  // A weekly range's error is keyed by its place in the list sent; find it from the day and the range's index.
  const weekError = (dayIndex: number, i: number, field: string) => {
    const position = weekly.findIndex(
      (r, k) => r.day === dayIndex + 1 && weekly.slice(0, k).filter((x) => x.day === dayIndex + 1).length === i,
    );
    return errors[`weekly.${position}.${field}`];
  };
  const suggestions = [...(thisYear.data ?? []), ...(nextYear.data ?? [])].filter(
    (h) => h.date >= today && !draft.exceptions.some((e) => e.date === h.date),
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = hoursInputSchema.safeParse(inputOf(draft));
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(checked.data, { onSuccess: () => setSaved(true) });
  };
  const firstError = Object.values(errors)[0];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="hours-editor-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} fz="xl" id="hours-editor-title">
            Çalışma Saatleri
          </Title>
          <Text size="sm" c="dimmed">
            Türkiye saatiyle (GMT+3). Öğle arası için bir güne iki aralık girin (ör. 09:00–12:30 ve 13:30–19:00).
            Müşteriler yalnızca bu saatler içinde randevu alabilir.
          </Text>
          {draft.week.map((ranges, i) => {
            const day = weekdays[i]!;
            return (
              <Group key={day.value} align="flex-start" gap="md" wrap="wrap">
                <Checkbox
                  w={130}
                  mt={6}
                  label={day.label}
                  checked={ranges.length > 0}
                  onChange={(e) =>
                    change({
                      ...draft,
                      week: draft.week.map((r, k) => (k === i ? (e.currentTarget.checked ? [NEW_RANGE] : []) : r)),
                    })
                  }
                />
                {ranges.length === 0 ? (
                  <Text c="dimmed" mt={6}>
                    Kapalı
                  </Text>
                ) : (
                  <Ranges
                    label={day.label}
                    ranges={ranges}
                    onChange={(next) => change({ ...draft, week: draft.week.map((r, k) => (k === i ? next : r)) })}
                    errorFor={(index, field) => weekError(i, index, field)}
                  />
                )}
              </Group>
            );
          })}

          <Title order={3} fz="lg">
            Özel günler
          </Title>
          <Text size="sm" c="dimmed">
            Bayram, tatil ya da farklı saatlerle açık olduğunuz günler. Saat eklemediğiniz özel gün kapalı sayılır.
          </Text>
          {draft.exceptions.map((exception, i) => (
            <Paper key={exception.date || `new-${i}`} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <TextInput
                    type="date"
                    label="Tarih"
                    value={exception.date}
                    error={errors[`exceptions.${i}.date`]}
                    onChange={(e) => changeException(i, { date: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Açıklama"
                    value={exception.label}
                    style={{ flex: 1, minWidth: 160 }}
                    onChange={(e) => changeException(i, { label: e.currentTarget.value })}
                  />
                  <Button
                    mt={24}
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => change({ ...draft, exceptions: draft.exceptions.filter((_, k) => k !== i) })}
                  >
                    Kaldır
                  </Button>
                </Group>
                {exception.ranges.length === 0 && (
                  <Text size="sm" c="dimmed">
                    Bütün gün kapalı
                  </Text>
                )}
                <Ranges
                  label={exception.label || exception.date || 'Özel gün'}
                  ranges={exception.ranges}
                  onChange={(ranges) => changeException(i, { ranges })}
                  errorFor={(index, field) => errors[`exceptions.${i}.ranges.${index}.${field}`]}
                />
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                change({ ...draft, exceptions: [...draft.exceptions, { date: today, label: '', ranges: [] }] })
              }
            >
              Özel gün ekle
            </Button>
          </Group>
          {suggestions.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Resmî tatil önerileri (kapalı olarak eklenir)
              </Text>
              <Group gap={6}>
                {suggestions.slice(0, 12).map((h) => (
                  <Button
                    key={h.date}
                    size="compact-xs"
                    variant="outline"
                    onClick={() =>
                      change({
                        ...draft,
                        exceptions: [...draft.exceptions, { date: h.date, label: h.name, ranges: [] }].sort((a, b) =>
                          a.date.localeCompare(b.date),
                        ),
                      })
                    }
                  >
                    {holidayDate(h.date)} · {h.name}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}

          <Title order={3} fz="lg">
            Randevu ayarları
          </Title>
          <Group gap="md" align="flex-start" wrap="wrap">
            <NumberInput
              label="Randevu süresi (dakika)"
              min={HOURS_LIMITS.slotMinutesMin}
              max={HOURS_LIMITS.slotMinutesMax}
              step={HOURS_LIMITS.slotMinutesStep}
              {...setting('slotMinutes')}
              w={200}
            />
            <NumberInput
              label="Aynı saate en fazla randevu"
              min={HOURS_LIMITS.capacityMin}
              max={HOURS_LIMITS.capacityMax}
              {...setting('capacity')}
              w={200}
            />
          </Group>
          {firstError && <FormError>{firstError}</FormError>}
          {save.isError && <FormError>{errorText(save.error)}</FormError>}
          {saved && (
            <Alert color="green" role="status">
              Çalışma saatleri kaydedildi.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Saatleri Kaydet
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
