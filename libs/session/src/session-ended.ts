import { ApiError, SESSION_ENDED_CODES } from '@playdeck/api/client';

/** A refusal that ended the session: the shell already says so, so a screen need not repeat it. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && SESSION_ENDED_CODES.has(error.errorCode);
}
