import { DEFAULT_RETRY_DELAYS_MS } from '@playdeck/api/client';

let pauses: readonly number[] = DEFAULT_RETRY_DELAYS_MS;

/** The pauses the app's API client takes before repeating a call that got no answer (read at each call). */
export const apiRetryPauses = (): readonly number[] => pauses;

/**
 * For the story kit (.storybook/screen.tsx), never the app: stories repeat unanswered calls without pausing. The
 * visual snapshots freeze timers of a second or more, so behind the client's 1 s pause a story that fakes "no
 * answer" would be pictured loading instead of showing its error and Retry.
 */
export function retryWithoutPauses(): void {
  pauses = pauses.map(() => 0);
}
