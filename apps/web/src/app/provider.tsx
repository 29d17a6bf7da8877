import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';
import { SessionEffects } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

export interface AppProviderProps {
  queryClient: QueryClient;
  /** The server's render this page hydrates, if any. */
  serverRender?: ServerRender | null;
  children: ReactNode;
}

export function AppProvider({ queryClient, serverRender = null, children }: AppProviderProps) {
  return (
    <ServerRenderContext.Provider value={serverRender}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <SessionEffects />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </ServerRenderContext.Provider>
  );
}
