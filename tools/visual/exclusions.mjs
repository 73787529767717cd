// The one place where the visual snapshots leave something out, each with the reason it cannot (yet) be made
// stable: whole stories (by id, or a title prefix; every run prints them) and elements painted over in every picture.
// Before adding an entry, see docs/designers.md ("When a picture will not hold still").

/**
 * Stories left out: none. Home, the long game grids, the loading stories and the app download's install guides were
 * taken back: they differed between runs because the two workers' pages shared localStorage, where the app keeps its
 * persisted answers (each worker has a context of its own now, capture.mjs), because the first story after a page
 * load was taken while its texts were still loading (.storybook/i18n.tsx counts that as pending work), and because a
 * full-page capture laid the windowed grid out taller (the grids are pictured as the phone's screen:
 * PHONE_SCREEN_TAG, plan.mjs); and the install guide's first step (both apps) now and then differed at the edge of
 * its circle, painted on the slider's translate3d layer: with less motion asked for, as in every capture, the slider
 * scrolls natively and its slides rest untransformed (libs/features/app-download/src/tutorial).
 * @type {{ storyId?: string, titlePrefix?: string, reason: string }[]}
 */
export const EXCLUDED_STORIES = [];

/**
 * Elements painted over (a solid box, so their place and size still count) wherever they appear. Home's jackpot
 * figure is not one: it is drawn from the seeded RandomSourceProvider every screen story has (.storybook/screen.tsx).
 * @type {{ selector: string, reason: string }[]}
 */
export const MASKED_ELEMENTS = [
  {
    selector: '[data-testid="live-chat-frame"]',
    reason:
      "the live chat is the operator's page in a frame, loaded at its own pace from its own origin (in Storybook an unreachable one): the capture took it blank or as Chromium's error page, run by run; the frame's place and size are ours and still count",
  },
];
