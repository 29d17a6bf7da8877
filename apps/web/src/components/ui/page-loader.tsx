import { Center, Loader } from '@mantine/core';

/** A page-sized spinner while a page's code or data arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label="Yükleniyor" />
    </Center>
  );
}
