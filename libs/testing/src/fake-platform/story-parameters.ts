import type { SessionInfo } from '@playdeck/session';
import type { FakePlatform } from './fake-platform';

/**
 * What a whole-screen story tells .storybook/preview.tsx: where the screen is (the router starts there),
 * who is signed in, and how its fake platform differs from the demo world for this story.
 */
export interface ScreenStoryParameters {
  screen: { path: string; route?: string; session?: SessionInfo | null };
  fakePlatform?: (platform: FakePlatform) => void;
}
