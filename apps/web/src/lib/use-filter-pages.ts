import { useState } from 'react';

/**
 * A paged list's filter and page. Changing the filter goes back to the first page: the page number of the old rows
 * means nothing among the new ones, and may be past their end.
 */
export function useFilterPages<F>(initialFilter: F) {
  const [filter, setFilterOnly] = useState(initialFilter);
  const [page, setPage] = useState(1);
  const setFilter = (next: F) => {
    setFilterOnly(next);
    setPage(1);
  };
  return { filter, setFilter, page, setPage };
}
