import type { FakePlatform } from './fake-platform';

/**
 * What a whole-screen story tells .storybook/preview.tsx: where the screen is (the router starts there),
 * who is signed in, and how its fake platform differs from the demo world for this story.
 */
export interface ScreenStoryParameters {
  /** `session` is a SessionInfo of @playdeck/session, written out: session's own specs use this fake platform. */
  screen: { path: string; route?: string; session?: { token: string; merchantCode: string; userName?: string; type?: number } | null };
  fakePlatform?: (platform: FakePlatform) => void;
}
