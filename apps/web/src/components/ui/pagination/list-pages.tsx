import { Group, Pagination as PageButtons } from '@mantine/core';
import type { CountedPagination } from '@otousta/shared/schemas/api';
import { Pagination, type PaginationProps } from './pagination';

/** The site's page control under a list that counts its rows; nothing while the rows fit on one page. */
export function CountedPages({
  pagination,
  ...props
}: Omit<PaginationProps, 'total' | 'pageSize'> & { pagination: CountedPagination }) {
  if (pagination.pages <= 1) return null;
  return <Pagination total={pagination.total} pageSize={pagination.limit} {...props} />;
}

/** The compact row of page buttons, centred under a list of one's own; nothing while it fits on one page. */
export function PageButtonsRow({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <PageButtons total={pages} value={page} onChange={onChange} />
    </Group>
  );
}
