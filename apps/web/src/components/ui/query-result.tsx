import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { PageLoader } from './page-loader';

interface QueryResultProps<T> {
  query:
    | { isPending: true; isError: false; data: undefined; refetch: () => unknown }
    | { isPending: false; isError: true; error: Error; refetch: () => unknown }
    | { isPending: false; isError: false; data: T; refetch: () => unknown };
  /** The failure's title, e.g. 'Siparişler yüklenemedi'. */
  failedTitle: string;
  /** What failed, under the title; the error's own message unless told. */
  failedMessage?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A screen's list or page once its query answered: the page loader until then, the failure with a retry after one. */
export function QueryResult<T>({ query, failedTitle, failedMessage, children }: QueryResultProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <LoadFailed
        title={failedTitle}
        message={failedMessage ?? query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
