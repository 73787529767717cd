import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { shellRoutes } from '@playdeck/features-shell';
import { AppProviders } from './app-providers';
import { screens } from './screens';

export function App() {
  // No basename: the shell resolves both "/" and "/m/..." itself.
  const [router] = useState(() => createBrowserRouter(shellRoutes(screens)));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
