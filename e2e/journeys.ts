/**
 * Which journeys depend on the brand. A "brand" journey reads something of brand.json that changes what it sees
 * (flags, templates, languages, theme, minimumAge, signIn, links, name, currency through money figures, the
 * brand's own bundle or security policy): CI runs it in every brand's job (tools/ci/brand-job.mjs). A "shared"
 * journey reads at most the merchant code, so the same code path answers it on every brand: it runs once, in the
 * shared run on one brand (tools/ci/brand-matrix.mjs --shared). A "mixed" file holds both: it runs in both runs and
 * declares each journey only where it belongs (declaresShared / declaresBrand below). playwright.config.ts picks the
 * files by E2E_SCOPE; tools/ci/e2e-selection.spec.ts fails when a spec file is missing here.
 */
export type JourneyScope = 'brand' | 'shared';

export const JOURNEYS: Record<string, { scope: JourneyScope | 'mixed'; reason: string }> = {
  'a11y.spec.ts': {
    scope: 'brand',
    reason: "axe on every route in the brand's theme, languages, flags and templates (contrast, names, landmarks)",
  },
  'account-login.spec.ts': {
    scope: 'mixed',
    reason: 'shared: remember password and the captcha (platform rules); brand: the SMS-code tab (MOBILEVERCODELOGIN3, signIn.phoneAuth)',
  },
  'account-passwords.spec.ts': { scope: 'brand', reason: 'forgot password offers phone or e-mail by CHNGPASSVERIF3' },
  'account-register.spec.ts': {
    scope: 'brand',
    reason: 'registration by user name or mobile follows USERNAMEREG3/MOBILENUMREG3, signIn.phoneAuth and minimumAge',
  },
  'account-session.spec.ts': {
    scope: 'shared',
    reason: 'trial sessions, one live session per member and logout are platform rules and shared shell code',
  },
  'agent-contracts.spec.ts': {
    scope: 'shared',
    reason: "agent01's contract prompts and rebate limits are the platform's; reads only the merchant code",
  },
  'agent-home-links.spec.ts': {
    scope: 'brand',
    reason: "the agent home's online service is the brand's links.customerService (the platform's demo page as shipped)",
  },
  'agent-reports.spec.ts': {
    scope: 'shared',
    reason: "team P&L and betting figures are the platform's; money in the brand's currency runs per brand (money-journey, records)",
  },
  'agent-switches.spec.ts': {
    scope: 'brand',
    reason: "which agent screens open by URL, and which the platform answers, follow the brand's agentMenu and agent.dividend",
  },
  'agent-team.spec.ts': { scope: 'brand', reason: "agent01's home shows the team screens the brand's agentMenu enables" },
  'app-download.spec.ts': { scope: 'brand', reason: "QR codes, apk and iOS profile come from the brand's links.appDownloads and its name" },
  'calls.spec.ts': {
    scope: 'mixed',
    reason: 'shared: the floating button against the hot games, a game launched from the gateway; brand: the username check (USERNAMEREG3)',
  },
  'content.spec.ts': {
    scope: 'brand',
    reason: "announcements, promotions and help in the brand's default language; /m/other shows its licence and name",
  },
  'csp.spec.ts': {
    scope: 'brand',
    reason: "each brand's security policy is built from its brand.json (sign-in providers, platform origin)",
  },
  'defects.spec.ts': {
    scope: 'mixed',
    reason:
      "shared: pages clear of the floating button, the side menu's divider; brand: the banner's theme colour, the jackpot in its currency",
  },
  'demo-art.spec.ts': {
    scope: 'brand',
    reason: "the demo member's name (brand.json demo, else the brand's name) and the art's hues (theme) are the brand's",
  },
  'demo-links.spec.ts': {
    scope: 'brand',
    reason: "every link of the brand's chrome, customer service and app page comes from its brand.json links (the platform's demo pages)",
  },
  'deposit-limit-at-registration.spec.ts': {
    scope: 'brand',
    reason: "the member registers by the brand's USERNAMEREG3/MOBILENUMREG3; the brand's responsible-gaming rules chunk is the one changed",
  },
  'deposit.spec.ts': { scope: 'brand', reason: "deposit's layout follows templates.deposit; amounts in the brand's currency" },
  'first-paint-requests.spec.ts': {
    scope: 'brand',
    reason: "what home loads before its first paint is the brand's own bundle (its flags decide the chunks)",
  },
  'game-list-stability.spec.ts': {
    scope: 'brand',
    reason: "the slots list's banner, filters and tiles are laid out in the brand's theme and language",
  },
  'games.spec.ts': {
    scope: 'shared',
    reason: "the catalogue, its filters, paging, favourites and a round are the platform's; one brand already",
  },
  'home-motion.spec.ts': { scope: 'brand', reason: "home's blocks, tickers and banners are the brand's (flags, theme)" },
  'home-sign-in-row.spec.ts': {
    scope: 'brand',
    reason: "home's log-in and sign-up links in the brand's languages, theme sizes and logo stay on one row",
  },
  'home.spec.ts': {
    scope: 'brand',
    reason: "home's blocks, links (social, affiliate, customer service), name and languages are the brand's",
  },
  'install-offer.spec.ts': {
    scope: 'brand',
    reason: "the install offer's texts carry the brand's name, and its Android app link (links.appDownloads) stays beside it",
  },
  'installable.spec.ts': {
    scope: 'brand',
    reason: "each brand's manifest, icons and favicon come from its brand.json and logo, drawn by its own build",
  },
  'offline.spec.ts': {
    scope: 'brand',
    reason: "the installed app opens offline into each brand's own prerendered shell, logo and texts",
  },
  'inbox.spec.ts': { scope: 'brand', reason: "the unread badge and live chat follow CBS3; customer-service links are the brand's" },
  'kyc.spec.ts': { scope: 'brand', reason: "the birth date must meet the brand's minimumAge" },
  'languages.spec.ts': {
    scope: 'brand',
    reason: "the language selector offers the brand's languages; each non-Latin one (TH on lucky) runs home, login and the member centre",
  },
  'limits.spec.ts': { scope: 'shared', reason: "per-address and per-name login limits are the platform's" },
  'lottery.spec.ts': { scope: 'brand', reason: "lottery regions and draw results are read in the brand's default language" },
  'member-centre.spec.ts': { scope: 'brand', reason: "the member centre follows templates.memberCentre; balances in the brand's currency" },
  'member-routes.spec.ts': {
    scope: 'shared',
    reason: 'which routes a visitor or trial user may open is shared routing code; no flag changes it',
  },
  'money-journey.spec.ts': {
    scope: 'brand',
    reason: "deposit (templates.deposit), transfer and withdrawal figures in the brand's currency",
  },
  'pages.spec.ts': { scope: 'brand', reason: "info pages carry the brand's name, language and affiliate link" },
  'popup.spec.ts': {
    scope: 'brand',
    reason: "popups are each merchant's content, registered members follow the brand's registration flags",
  },
  'prerendered-shell.spec.ts': {
    scope: 'brand',
    reason: 'the prerendered shell is built per brand: its logo, name, header colour and language',
  },
  'reality-check.spec.ts': {
    scope: 'brand',
    reason: "the member registers by the brand's USERNAMEREG3/MOBILENUMREG3 and the check's net is in the brand's currency",
  },
  'records-export.spec.ts': {
    scope: 'brand',
    reason: "the file's amounts are written in the brand currency's decimals, its name carries the brand",
  },
  'records.spec.ts': { scope: 'brand', reason: "the records' amounts and totals are shown in the brand's currency" },
  'responsible-gaming.spec.ts': {
    scope: 'brand',
    reason: "the member registers by the brand's USERNAMEREG3/MOBILENUMREG3; limits and what is left are in the brand's currency",
  },
  'responsible-gaming-page.spec.ts': {
    scope: 'brand',
    reason: "the page shows the brand's own helpline and links (brand.json responsibleGaming) in its default language",
  },
  'rewards.spec.ts': {
    scope: 'shared',
    reason: "apply, issue, claim and a promo code are the platform's reward flow; reads only the merchant code",
  },
  'security.spec.ts': {
    scope: 'shared',
    reason: 'security questions, e-mail and mobile binding and the payment password read no brand setting',
  },
  'service-worker.spec.ts': {
    scope: 'shared',
    reason: "what the service worker keeps (the contract's public reads) and its update flow are one code path for every brand",
  },
  'served-compressed.spec.ts': {
    scope: 'shared',
    reason: "the server's compression and cache headers are one code path; each brand's .br/.gz are checked by its job",
  },
  'settings.spec.ts': { scope: 'brand', reason: "the language switch offers the brand's languages" },
  'shell-chrome.spec.ts': { scope: 'brand', reason: "header, side menu and footer show the brand's logo, links and CBS3 badge" },
  'shell.spec.ts': {
    scope: 'mixed',
    reason: "shared: which routes show header and footer, fallbacks, titles, the fade; brand: theme, logo, name, licence, home's chrome",
  },
  'signin.spec.ts': { scope: 'brand', reason: "the sign-in providers offered follow the brand's flags and signIn" },
  'site-status.spec.ts': {
    scope: 'brand',
    reason: "the restricted page's contact is the brand's customer service; the member centre's template is the brand's",
  },
  'url-guard.spec.ts': { scope: 'shared', reason: 'the launch-URL guard is shared code that no brand setting reaches' },
  'withdraw.spec.ts': { scope: 'brand', reason: "the withdrawal and the held balance are shown in the brand's currency" },
};

/** Spec file names of one scope, as Playwright's testMatch reads them. */
export function journeysOf(scope: JourneyScope | 'mixed'): string[] {
  return Object.entries(JOURNEYS)
    .filter(([, journey]) => journey.scope === scope)
    .map(([file]) => file);
}

/** In a mixed file: whether this run declares its brand-independent journeys (the shared run, or a run of every journey). */
export const declaresShared = (): boolean => journeyScope() !== 'brand';
/** In a mixed file: whether this run declares its brand journeys (a brand's run, or a run of every journey). */
export const declaresBrand = (): boolean => journeyScope() !== 'shared';

/** E2E_SCOPE: 'shared', 'brand', or unset for every journey (a local run). Anything else is refused. */
export function journeyScope(setting = process.env.E2E_SCOPE): JourneyScope | undefined {
  if (setting === undefined || setting === '') return undefined;
  if (setting === 'shared' || setting === 'brand') return setting;
  throw new Error(`E2E_SCOPE is "${setting}": use shared (brand-independent journeys) or brand (those brand.json changes)`);
}
