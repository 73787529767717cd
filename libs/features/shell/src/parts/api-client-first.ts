// Loaded by loadShellParts before the parts themselves, so the api client is evaluated in a task of its own.
export { apiClient } from '@playdeck/session/api';
