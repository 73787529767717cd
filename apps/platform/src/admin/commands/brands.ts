import { brandSyncOfStart, brandSyncReport, type BrandSync } from '../brand-sync-actions';
import { addGames, GAMES_ADDED_MAX, isGameCategory, type AddGames, type GamesAdded } from '../games-actions';
import { setImageCdns, type ImageCdnsState } from '../image-cdn-actions';
import { setTemplate, type TemplateState, type TemplateValue } from '../money-actions';
import type { AdminCommand, CommandRunners } from './command';

/** The brand commands: the merchants of brands/, and what each merchant's status and catalogue hold. */
export type BrandCommand =
  | { kind: 'sync-brands' }
  | { kind: 'template'; flag: 'mem_cen' | 'dep_func'; value: TemplateValue; merchant?: string }
  | { kind: 'image-cdns'; cdns: string[] | 'default'; merchant?: string }
  | { kind: 'games'; request: AddGames };

const everyRealMerchant = 'only this merchant (every real merchant when none is named)';

export const brandCommands: AdminCommand<BrandCommand>[] = [
  {
    name: 'sync-brands',
    usage: ['sync-brands'],
    summary: 'create (with the demo world) the merchant of every brand of brands/ the database does not know yet',
    details: 'Every other merchant stays as it is.',
    options: {},
    examples: ['sync-brands'],
    parse: (words) => {
      if (words.length) throw new Error(`sync-brands takes no ${words.join(' ')}`);
      return { kind: 'sync-brands' };
    },
  },
  {
    name: 'template',
    usage: ['template mem_cen|dep_func 0|1|default [--merchant CODE]'],
    summary: 'override info.mobileTemplate in /wps/system/status; default gives it back to brand.json',
    options: { merchant: everyRealMerchant },
    examples: ['template mem_cen 0 --merchant PLAYDECK', 'template dep_func default'],
    parse: ([flag, value], options) => {
      if (flag !== 'mem_cen' && flag !== 'dep_func') throw new Error(`template needs mem_cen or dep_func, got ${flag ?? 'nothing'}`);
      if (value !== '0' && value !== '1' && value !== 'default')
        throw new Error(`template ${flag} needs 0, 1 or default, got ${value ?? 'nothing'}`);
      return { kind: 'template', flag, value: value === 'default' ? value : value === '1' ? 1 : 0, merchant: options.merchant };
    },
  },
  {
    name: 'image-cdns',
    usage: ['image-cdns <BASE>... | default [--merchant CODE]'],
    summary: 'the image CDNs /wps/system/status names (info.imageCDNs), tried from a random one onward',
    details: 'BASE: a path like /wps/static or an https:// base URL; default: /wps/static alone.',
    options: { merchant: everyRealMerchant },
    examples: ['image-cdns /wps/cdn-b /wps/static --merchant PLAYDECK', 'image-cdns default'],
    parse: (words, options) => {
      if (words.length === 0) throw new Error('image-cdns needs base URLs (e.g. /wps/static) or default');
      return { kind: 'image-cdns', cdns: words.length === 1 && words[0] === 'default' ? 'default' : words, merchant: options.merchant };
    },
  },
  {
    name: 'games',
    usage: ['games --vendor CODE --category CATEGORY --count N [--merchant CODE]'],
    summary: `add N (1 to ${GAMES_ADDED_MAX}) generated games of a vendor to a merchant's catalogue`,
    options: {
      vendor: 'a vendor code of the category (JL, PG, …)',
      category: 'a game category (RNG, LIVE, FISH, …)',
      count: `how many games to add, 1 to ${GAMES_ADDED_MAX}`,
      merchant: everyRealMerchant,
    },
    examples: ['games --merchant PLAYDECK --vendor JL --category RNG --count 400'],
    parse: (_words, { merchant, vendor, category, count }) => {
      if (!vendor || !category || count === undefined) throw new Error('games needs --vendor CODE, --category CATEGORY and --count N');
      if (!isGameCategory(category)) throw new Error(`--category is a game category (RNG, LIVE, FISH, …), got ${category}`);
      const number = Number(count);
      if (!(Number.isInteger(number) && number >= 1 && number <= GAMES_ADDED_MAX))
        throw new Error(`--count is 1 to ${GAMES_ADDED_MAX}, got ${count}`);
      return { kind: 'games', request: { merchant, vendor, category, count: number } };
    },
  },
];

export const brandRunners: CommandRunners<BrandCommand> = {
  'sync-brands': {
    route: () => ({ post: '/sync-brands' }),
    // Every start creates the merchants of new brands: this start's did the sync.
    direct: async ({ services, start }) => brandSyncOfStart(services, start),
    print: (_command, value) => {
      for (const line of brandSyncReport(value as BrandSync)) console.log(line);
    },
    reportsStart: true,
  },
  template: {
    route: (command) => ({ post: '/template', body: { flag: command.flag, value: command.value, merchant: command.merchant } }),
    direct: ({ services }, command) => setTemplate(services, command.flag, command.value, command.merchant),
    print: (_command, value) => {
      for (const state of value as TemplateState[])
        console.log(`${state.merchant.padEnd(12)} overrides ${JSON.stringify(state.overrides)}`);
    },
  },
  'image-cdns': {
    route: (command) => ({ post: '/image-cdns', body: { cdns: command.cdns, merchant: command.merchant } }),
    direct: ({ services }, command) => setImageCdns(services, command.cdns, command.merchant),
    print: (_command, value) => {
      for (const state of value as ImageCdnsState[]) console.log(`${state.merchant.padEnd(12)} image CDNs ${state.imageCDNs.join(' ')}`);
    },
  },
  games: {
    route: (command) => ({ post: '/games', body: command.request }),
    direct: ({ services }, command) => addGames(services, command.request),
    print: (_command, value) => {
      for (const row of value as GamesAdded[]) {
        console.log(`${row.merchant.padEnd(12)} +${row.added} ${row.vendor} games: ${row.total} ${row.category} games now`);
      }
    },
  },
};
