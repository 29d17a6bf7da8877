import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { SelectField } from '../select-field';
import { pageCount, pageWindow } from './page-window';

/** docs/product.md §9: the generic control defaults to 10 per page with 10, 20, 50 and 100 on offer. */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PaginationProps {
  /** Records in all pages together. */
  total: number;
  /** The current page, from 1. */
  page: number;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  /** Without it the size selector is not shown. */
  onPageSizeChange?: (size: number) => void;
  /** A 'go to page' box. */
  withQuickJump?: boolean;
  /** 'Toplam N kayıt, M sayfa'. */
  withTotal?: boolean;
  disabled?: boolean;
  /** Names the navigation landmark, e.g. 'İşletme sayfaları'. */
  label?: string;
}

const number = (n: number) => n.toLocaleString('tr-TR');

function QuickJump({ pages, disabled, onJump }: { pages: number; disabled: boolean; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const jump = () => {
    const page = Number(value);
    if (!Number.isInteger(page) || page < 1) return;
    onJump(Math.min(page, pages));
    setValue('');
  };
  return (
    <Group gap={6} wrap="nowrap">
      {/* A text box that keeps only digits: a number field would bring a formatting library to every list page. */}
      <TextInput
        label="Sayfaya git:"
        styles={{
          root: { display: 'flex', alignItems: 'center', gap: 6 },
          label: { fontWeight: 400, whiteSpace: 'nowrap' },
        }}
        size="xs"
        w={150}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, ''))}
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
      />
      <Button size="xs" variant="default" onClick={jump} disabled={disabled || value === ''}>
        Git
      </Button>
    </Group>
  );
}

/**
 * The generic pagination control of docs/product.md §9: previous and next buttons, the page window with ellipses, an
 * optional size selector ('Sayfa başına:'), quick jump and total line. Buttons are disabled on the first or last page,
 * or when the control is disabled (docs/product.md §5 'Pagination control').
 */
export function Pagination({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZES[0],
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  withQuickJump = false,
  withTotal = true,
  disabled = false,
  label = 'Sayfalar',
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const sizeId = useId();
  const go = (target: number) => {
    if (!disabled && target !== current && target >= 1 && target <= pages) onPageChange(target);
  };

  return (
    <Group justify="center" gap="md" wrap="wrap">
      {withTotal && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Toplam {number(total)} kayıt, {number(pages)} sayfa
        </Text>
      )}
      <nav aria-label={label}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Önceki sayfa"
            title="Önceki sayfa"
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {pageWindow(current, pages).map((slot) =>
            typeof slot === 'number' ? (
              <Button
                key={slot}
                size="compact-md"
                h={34}
                miw={34}
                px={8}
                variant={slot === current ? 'filled' : 'default'}
                aria-label={`Sayfa ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                disabled={disabled && slot !== current}
                onClick={() => go(slot)}
              >
                {slot}
              </Button>
            ) : (
              <Text key={slot} component="span" c="dimmed" px={2} aria-hidden>
                <IconDots size={16} style={{ verticalAlign: 'middle' }} />
              </Text>
            ),
          )}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Sonraki sayfa"
            title="Sonraki sayfa"
            disabled={disabled || current >= pages}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </nav>
      {onPageSizeChange && (
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            Sayfa başına:
          </Text>
          <SelectField
            id={sizeId}
            size="xs"
            w={80}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            disabled={disabled}
          />
        </Group>
      )}
      {withQuickJump && <QuickJump pages={pages} disabled={disabled} onJump={go} />}
    </Group>
  );
}
