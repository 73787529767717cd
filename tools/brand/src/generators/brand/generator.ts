import { formatFiles, joinPathFragments, logger, type Tree } from '@nx/devkit';
import {
  CONTRAST_PAIRS,
  contrastReport,
  DEMO_LINKS,
  parseBrandConfig,
  responsibleGamingSchema,
  type BrandConfig,
  type ResponsibleGamingRules,
} from '@playdeck/brand/schema';
import { defaultBannerSvg, defaultGameSvg, heroBannerSvg, LogoError, readLogo } from './assets';
import { deriveTheme } from './derive-theme';
import { checkOptions, type BrandGeneratorSchema, type BrandOptions, type ExistingBrand } from './options';

export type { BrandGeneratorSchema } from './options';

const BRANDS = 'brands';
const DICTIONARIES = 'libs/i18n/src/locales';

/** Thrown when the options are refused; nothing has been written then. */
export class BrandOptionsError extends Error {
  constructor(
    readonly id: string,
    readonly problems: readonly string[],
  ) {
    super(`Cannot create brand${id ? ` "${id}"` : ''}; nothing was written:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BrandOptionsError';
  }
}

function readJson(tree: Tree, file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(tree.read(file, 'utf-8') ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Every folder of brands/ (with or without a valid brand.json), with the merchant code and domains it claims. */
function existingBrands(tree: Tree): ExistingBrand[] {
  if (!tree.exists(BRANDS)) return [];
  return tree
    .children(BRANDS)
    .filter((entry) => !tree.isFile(joinPathFragments(BRANDS, entry)))
    .map((id) => {
      const json = readJson(tree, joinPathFragments(BRANDS, id, 'brand.json')) ?? {};
      return {
        id,
        merchantCode: typeof json.merchantCode === 'string' ? json.merchantCode : undefined,
        domains: Array.isArray(json.domains) ? json.domains.filter((domain): domain is string => typeof domain === 'string') : [],
      };
    });
}

/** Languages with a dictionary: the folders of libs/i18n/src/locales with their language.json (docs/languages.md). */
function shippedLanguages(tree: Tree): string[] {
  if (!tree.exists(DICTIONARIES)) return [];
  return tree
    .children(DICTIONARIES)
    .filter((entry) => tree.exists(joinPathFragments(DICTIONARIES, entry, 'language.json')))
    .map((entry) => entry.toUpperCase())
    .sort();
}

/** The footer's copyright line of each language with the brand's name in, as a starting point for the operator's own texts. */
function localeOverrides(tree: Tree, options: BrandOptions): Record<string, Record<string, string>> {
  return Object.fromEntries(
    options.languages.map((code) => {
      const common = readJson(tree, `${DICTIONARIES}/${code.toLowerCase()}/common.json`) ?? {};
      const copyright = typeof common.footer_copyright === 'string' ? common.footer_copyright : '© {{year}} {{brand}}';
      return [code, { footer_copyright: copyright.replaceAll('{{brand}}', options.name) }];
    }),
  );
}

/**
 * brands/<id> from what an operator knows: name, merchant code, domain, primary colour, languages, minimum age,
 * logo and customer-service link. The theme is derived from the colour so it passes the contrast check; the build draws
 * the icons from the logo; banners name this brand; the operator's own content (licence, other links) is asked for
 * or left empty, never copied from another brand. Refused options write nothing.
 */
export async function brandGenerator(tree: Tree, schema: BrandGeneratorSchema): Promise<() => void> {
  const checked = checkOptions(schema, existingBrands(tree), shippedLanguages(tree));
  const id = String(schema.id ?? '').trim();
  const problems = [...checked.problems];
  const from = String(schema.from ?? '').trim() || 'default';
  const base = readJson(tree, joinPathFragments(BRANDS, from, 'brand.json'));
  if (!base) problems.push(`--from: brands/${from}/brand.json does not exist or is not JSON; give a brand folder to take settings from`);
  let logo;
  if (schema.logo) {
    try {
      logo = await readLogo(tree, String(schema.logo).trim());
    } catch (error) {
      if (!(error instanceof LogoError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0 || !checked.options || !base || !logo) throw new BrandOptionsError(id, problems);
  const options = checked.options;

  const theme = deriveTheme(options.primaryColor);
  const folder = joinPathFragments(BRANDS, options.id);
  const file = joinPathFragments(folder, 'brand.json');
  const baseTheme = base.theme as BrandConfig['theme'];
  const logoFile = `assets/logo${logo.extension}`;
  const responsibleGaming = responsibleGamingRules(base.responsibleGaming, options.languages);

  // The base brand's settings carry over (so fields added to the schema later do too); all the operator's own is replaced.
  const created = {
    ...base,
    $schema: '../brand.schema.json',
    id: options.id,
    name: options.name,
    merchantCode: options.merchantCode,
    domains: options.domains,
    languages: { default: options.defaultLanguage, supported: options.languages },
    minimumAge: options.minimumAge,
    links: brandLinks(options),
    licence: options.licence,
    responsibleGaming,
    // The base brand's own icon art is not this brand's: the build draws every icon from this logo.
    icons: undefined,
    theme: {
      ...baseTheme,
      colors: theme.colors,
      images: {
        logo: logoFile,
        heroBanner: 'assets/hero-banner.svg',
        defaultBanner: 'assets/default-banner.svg',
        defaultGame: 'assets/default-game.svg',
      },
    },
  };
  // The same zod schema as the build: a brand that would not build is not written.
  parseBrandConfig(created, file);

  tree.write(file, `${JSON.stringify(created, null, 2)}\n`);
  tree.write(joinPathFragments(folder, logoFile), logo.content);
  tree.write(joinPathFragments(folder, 'assets/hero-banner.svg'), heroBannerSvg(options.name, theme.colors));
  tree.write(joinPathFragments(folder, 'assets/default-banner.svg'), defaultBannerSvg(options.name, theme.colors));
  tree.write(joinPathFragments(folder, 'assets/default-game.svg'), defaultGameSvg(theme.colors));
  for (const [code, texts] of Object.entries(localeOverrides(tree, options))) {
    tree.write(joinPathFragments(folder, 'locales', `${code.toLowerCase()}.json`), `${JSON.stringify(texts, null, 2)}\n`);
  }
  // Laid out by the workspace's Prettier settings, so the new brand passes `npm run lint` as created.
  await formatFiles(tree);

  return () => logger.info(nextSteps(options, theme, developmentSignIns(base.signIn), Object.keys(responsibleGaming.pages)));
}

/**
 * The new brand's links: the operator's customer service (their live chat too), or without one the reference
 * platform's demo customer service and live chat, so no link of the new brand leads nowhere. No app is offered
 * until the operator has one: a demo package is not something to hand their players.
 */
export function brandLinks(options: Pick<BrandOptions, 'customerService'>): BrandConfig['links'] {
  const service = options.customerService
    ? { customerService: options.customerService }
    : { customerService: DEMO_LINKS.customerService, liveChat: DEMO_LINKS.liveChat };
  return { ...service, appDownloads: {}, social: {} };
}

/**
 * The new brand's responsible-gaming rules: the base brand's controls and registration rule (every control and no
 * limit at registration where it names none), and its helplines for the languages the new brand keeps, which serve
 * players of that language; nextSteps asks the operator to check them for their market.
 */
export function responsibleGamingRules(base: unknown, languages: readonly string[]): ResponsibleGamingRules {
  const parsed = responsibleGamingSchema.safeParse(base ?? {});
  const rules = parsed.success ? parsed.data : responsibleGamingSchema.parse({});
  const pages = Object.fromEntries(Object.entries(rules.pages).filter(([code]) => languages.includes(code)));
  return { ...rules, pages };
}

/** What the operator reads after the brand is written: what was derived, what is still theirs to fill, what to run. */
/** Sign-in providers the base brand left on the development adapter, which a production platform refuses. */
function developmentSignIns(signIn: unknown): string[] {
  return Object.entries((signIn ?? {}) as Record<string, unknown>)
    .filter(([, adapter]) => typeof adapter === 'object' && adapter !== null && 'development' in adapter)
    .map(([provider]) => provider);
}

export function nextSteps(
  options: BrandOptions,
  theme: ReturnType<typeof deriveTheme>,
  developmentProviders: readonly string[] = [],
  helplineLanguages: readonly string[] = [],
): string {
  const withoutHelpline = options.languages.filter((code) => !helplineLanguages.includes(code));
  const passing = contrastReport(theme.colors).filter((result) => result.passes).length;
  const notes = [
    `Theme: ${theme.scheme}, derived from ${options.primaryColor}; ${passing} of ${CONTRAST_PAIRS.length} contrast pairs pass WCAG 2.2 AA.`,
    ...(theme.adjustedPrimary
      ? [
          `The primary colour became ${theme.adjustedPrimary} (same hue, ${theme.scheme === 'light' ? 'darker' : 'lighter'}): ${options.primaryColor} does not reach 4.5:1 as link text on the ${theme.scheme} page and cards or under button text. To keep yours, make the page, cards and button text contrast with it in brand.json (npm run brand:check names any pair that falls short).`,
        ]
      : []),
    ...(options.licence ? [] : ['"licence" is empty: /m/other shows no licence note until you write yours in brand.json.']),
    ...(options.customerService
      ? []
      : [
          `links.customerService and links.liveChat open the reference platform's demo pages (${DEMO_LINKS.customerService}, ${DEMO_LINKS.liveChat}): give your own with --customer-service or in brand.json.`,
        ]),
    'links.affiliate, links.appDownloads and links.social are empty: add yours to brand.json when you have them.',
    `responsibleGaming: the base brand's controls and registration rule${helplineLanguages.length ? `, and its helplines for ${helplineLanguages.join(', ')}: check each serves your market` : ''}.`,
    ...(withoutHelpline.length
      ? [
          `responsibleGaming.pages has no helpline for ${withoutHelpline.join(', ')}: the responsible-gaming page shows the default language's, or none; add yours.`,
        ]
      : []),
    'assets/hero-banner.svg and assets/default-banner.svg only show the name: replace them with your own art.',
    ...(developmentProviders.length
      ? [
          `signIn.${developmentProviders.join(', signIn.')}: the development adapter, from the base brand; give your app id there before going live (or turn the provider's flag off).`,
        ]
      : []),
  ];
  return [
    `Created brands/${options.id}: ${options.name}, merchant ${options.merchantCode}, ${options.domains.join(' and ')}.`,
    ...notes.map((note) => `  - ${note}`),
    'Next:',
    `  npm run brand:check -- ${options.id}    (schema, other brands, assets, locale texts, contrast)`,
    `  npx nx run brand-${options.id}:build`,
    `  npm run visual -- --brand ${options.id} --accept    (its Storybook pictures: review reports/visual/${options.id}/, commit visual/${options.id}/)`,
    `  npm start, then open http://${options.id}.localhost:8080/m/ (or the PORT you set)`,
  ].join('\n');
}

export default brandGenerator;
