// The one place where the visual snapshots leave something out, each with the reason it cannot (yet) be made
// stable: whole stories (by id, or a title prefix; every run prints them) and elements painted over in every picture.
// Before adding an entry, see docs/designers.md ("When a picture will not hold still").

const HOME =
  "home's deferred blocks are now counted as pending work (chunks behind fallbacks, idle-turn reveals, deferred " +
  'answers, image fallbacks) and each story opens in a page of its own, yet two runs against the same baselines ' +
  'still differed in the lower blocks and the footer (provider logos, the app icon, page height), and the ' +
  'loading state in one of three runs, on a loaded machine: something they wait on is still not reported to the capture';
const GRID =
  "the game grid windows its rows to the phone's screen: in a full-page picture the rows drawn differed between " +
  'runs, and laying the page out at its full height first (tried) drew the lower rows with and without their art; ' +
  'the short-list, no-match, refused and loading states are taken';

/** @type {{ storyId?: string, titlePrefix?: string, reason: string }[]} */
export const EXCLUDED_STORIES = [
  { titlePrefix: 'Screens/Home', reason: HOME },
  { storyId: 'screens-game-list--slots', reason: GRID },
  { storyId: 'screens-game-list--filtered-by-vendor', reason: GRID },
  { storyId: 'screens-game-list--member-favourites', reason: GRID },
  {
    storyId: 'screens-app-download--loading',
    reason:
      'its held settings call sometimes shows the loaded page in the picture (2 of 3 runs here, --fresh included): an answer reaches the screen that the held call does not cover; to be found, then taken back',
  },
  {
    storyId: 'screens-game-centre--loading',
    reason:
      'as screens-app-download--loading: the loaded vendor cards were in the picture in 2 whole-suite runs of 4 (EN and TY), not when run alone',
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
];

/**
 * Elements painted over (a solid box, so their place and size still count) wherever they appear. Empty: home's
 * jackpot figure is drawn from the seeded RandomSourceProvider every screen story has (.storybook/screen.tsx).
 * @type {{ selector: string, reason: string }[]}
 */
export const MASKED_ELEMENTS = [];
