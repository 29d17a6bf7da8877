import { RouterProvider } from 'react-router';
import { onSessionExpired } from '../lib/api-client';
import { paths } from './paths';
import { AppProvider } from './provider';
import { router } from './router';

// Spec §7: when the session cannot be refreshed the user lands on the sign-in page.
onSessionExpired(() => {
  if (router.state.location.pathname !== paths.signIn) void router.navigate(paths.signIn);
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
