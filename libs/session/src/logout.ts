/**
 * Spec section 4: tells the platform (with the token), then forgets the session on this device.
 * The work is loaded on demand: the header offers logout on most pages, and the API client with the
 * whole contract would otherwise join the first render of every one of them.
 */
export async function logout(): Promise<void> {
  const { endSessionHere } = await import('./end-session');
  await endSessionHere();
}

/** Signs the member out on every device and forgets the remembered login here (end-session.ts). Throws on refusal. */
export async function logoutEverywhere(): Promise<void> {
  const { endSessionEverywhere } = await import('./end-session');
  await endSessionEverywhere();
}
