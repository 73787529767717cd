// The one place where the visual snapshots leave something out, each with the reason it cannot (yet) be made
// stable: whole stories (by id, or a title prefix; every run prints them) and elements painted over in every picture.
// Before adding an entry, see docs/designers.md ("When a picture will not hold still").

/**
 * Stories left out. Home, the loading stories and the long game grids were taken back: they differed between runs
 * because the two workers' pages shared localStorage, where the app keeps its persisted answers (each worker has a
 * context of its own now, capture.mjs), and the grids are pictured as the phone's screen (PHONE_SCREEN_TAG, plan.mjs).
 * @type {{ storyId?: string, titlePrefix?: string, reason: string }[]}
 */
export const EXCLUDED_STORIES = [
  {
    storyId: 'screens-app-download--both-apps',
    reason:
      "the first story after a language's page load was sometimes taken as a short page (its texts still loading), and the install guide's card corners differed",
  },
  { storyId: 'screens-app-download--android-only', reason: 'as screens-app-download--both-apps' },
];

/**
 * Elements painted over (a solid box, so their place and size still count) wherever they appear. Empty: home's
 * jackpot figure is drawn from the seeded RandomSourceProvider every screen story has (.storybook/screen.tsx).
 * @type {{ selector: string, reason: string }[]}
 */
export const MASKED_ELEMENTS = [];
