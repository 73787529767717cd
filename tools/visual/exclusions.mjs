// The one place where the visual snapshots leave something out, each with the reason it cannot be made stable:
// whole stories (by id, or a title prefix; every run prints them) and elements painted over in every picture.

/** @type {{ storyId?: string, titlePrefix?: string, reason: string }[]} */
export const EXCLUDED_STORIES = [
  {
    titlePrefix: 'Screens/Home',
    reason:
      "home's blocks wait for the first banner to paint (the first-view gate) and then mount one per idle callback, " +
      'so which blocks are in when the page falls quiet depends on timing: two runs differed by whole blocks',
  },
  {
    titlePrefix: 'Screens/Game list',
    reason: 'the game grid windows its rows as they load, so the rows drawn differed between two runs (slots, by vendor)',
  },
  {
    storyId: 'screens-withdraw--no-payment-password',
    reason:
      "a panel at the foot of the page is in or not when the page falls quiet (the clean-clone CI run's lucky TY picture differed there, retry included); to be made still, then taken back",
  },
  {
    storyId: 'screens-app-download--both-apps',
    reason:
      "its install guide is a Swiper: the page's height (and the guide card's corners) differed between runs of the same picture; to be made still, then taken back",
  },
  {
    storyId: 'screens-app-download--android-only',
    reason: 'the same install guide (Swiper) as screens-app-download--both-apps',
  },
  {
    storyId: 'screens-settings--static-avatar',
    reason: 'its twelve avatars point at an image host that never answers here; how many show as broken when the page falls quiet varies',
  },
  {
    storyId: 'form-kit-captchafield--default',
    reason: "its captcha is drawn on a canvas from random digits, sharing Math.random with the page's other random draws",
  },
];

/**
 * Elements painted over (a solid box, so their place and size still count) wherever they appear.
 * @type {{ selector: string, reason: string }[]}
 */
export const MASKED_ELEMENTS = [
  {
    selector: '[data-testid="home-jackpot-amount"]',
    reason:
      "Home's jackpot ticker starts at a random figure (spec section 2) drawn with Math.random, which the page's other " +
      "random draws (the fake platform's request ids) share in an order that depends on timing; seeding cannot pin it.",
  },
];
