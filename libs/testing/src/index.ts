// Test helpers shared by every component test. Imported from specs only; stories use '@playdeck/testing/fake-platform'.
export * from '@playdeck/testing/fake-platform';
export { renderWithApp, type RenderOptions } from './render-with-app';
export { signIn } from './sign-in';
export { createTestQueryClient } from './render-with-app';
export { platformServer } from './platform-server';
export { inTimeZone } from './time-zone';
