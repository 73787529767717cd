// The one place where the visual snapshots leave something out, each with the reason it cannot (yet) be made
// stable: whole stories (by id, or a title prefix; every run prints them) and elements painted over in every picture.
// Before adding an entry, see docs/designers.md ("When a picture will not hold still").

/**
 * Stories left out. Home, the long game grids, the loading stories and the Android-only install guide were taken
 * back: they differed between runs because the two workers' pages shared localStorage, where the app keeps its
 * persisted answers (each worker has a context of its own now, capture.mjs), because the first story after a page
 * load was taken while its texts were still loading (.storybook/i18n.tsx counts that as pending work), and because a
 * full-page capture laid the windowed grid out taller (the grids are pictured as the phone's screen:
 * PHONE_SCREEN_TAG, plan.mjs).
 * @type {{ storyId?: string, titlePrefix?: string, reason: string }[]}
 */
export const EXCLUDED_STORIES = [
  {
    storyId: 'screens-app-download--both-apps',
    reason:
      "lucky's EN and TY pictures still differed in 3 of 9 runs on a loaded machine, always by 8-9 pixels of the edge " +
      "of the step number's circle on the install guide's first slide (the Swiper's translate3d layer, y 760-766), " +
      'with page height and texts the same; the Android-only story shows the same slide and matched in every run',
  },
];

/**
 * Elements painted over (a solid box, so their place and size still count) wherever they appear. Empty: home's
 * jackpot figure is drawn from the seeded RandomSourceProvider every screen story has (.storybook/screen.tsx).
 * @type {{ selector: string, reason: string }[]}
 */
export const MASKED_ELEMENTS = [];
