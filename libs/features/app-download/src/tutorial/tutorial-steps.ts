export type TutorialPlatform = 'ios' | 'android';

export interface TutorialStep {
  titleKey: string;
  textKey: string;
}

const step = (platform: TutorialPlatform, n: number): TutorialStep => ({
  titleKey: `app_download_${platform}_step${n}_title`,
  textKey: `app_download_${platform}_step${n}_text`,
});

/** Six install steps per platform: iOS ends with trusting the enterprise developer, Android with allowing the source. */
export const TUTORIAL_STEPS: Record<TutorialPlatform, readonly TutorialStep[]> = {
  ios: [1, 2, 3, 4, 5, 6].map((n) => step('ios', n)),
  android: [1, 2, 3, 4, 5, 6].map((n) => step('android', n)),
};

/**
 * The guide for the phone in hand when the site has its app, else for the platform it has an app for.
 * A desktop visitor sees the iOS guide first: Android's steps are the simpler ones to guess.
 */
export function tutorialPlatform(
  device: 'ios' | 'android' | 'other',
  available: { ios: boolean; android: boolean },
): TutorialPlatform | null {
  if (device === 'android' && available.android) return 'android';
  if (available.ios) return 'ios';
  return available.android ? 'android' : null;
}
