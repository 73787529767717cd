import { createTestQueryClient, renderWithApp } from '@playdeck/testing';
import { ShellLayout } from '../layout/shell-layout';
import { loadShellParts } from '../parts/lazy-part';
import type { ScreenRegistry } from '../routes/screen-registry';
import { shellScreens } from '../screens/shell-screens';

/**
 * The shell as the app mounts it, through the one renderWithApp: its stores started from what localStorage
 * holds (a cached status, a session), screens from `screens`.
 */
export async function renderShell(path: string, screens: ScreenRegistry = shellScreens, { toasts = false }: { toasts?: boolean } = {}) {
  // The shell's deferred chunk loads right after the first render; load it first so timed waits do not race its transform.
  await loadShellParts();
  return renderWithApp(<ShellLayout screens={screens} />, {
    path,
    startFromStorage: true,
    toasts,
    queryClient: createTestQueryClient({ staleTime: 30_000 }),
  });
}
