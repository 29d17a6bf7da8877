import type { QueryClient } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import type { ServerRender } from '../lib/server-render';
import { AppProvider } from './provider';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  serverRender: ServerRender | null;
}

export function App({ router, queryClient, serverRender }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} serverRender={serverRender}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
