import { describe, expect, it } from 'vitest';
import { UsageError } from './command';
import { parseCommand } from './command-line';

/** The UsageError a command line is refused with. */
function refusal(argv: string[]): UsageError {
  try {
    parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was not refused`);
}

function helpOf(argv: string[]): string {
  const parsed = parseCommand(argv);
  if (parsed.kind !== 'help') throw new Error(`${argv.join(' ')} is no help request`);
  return parsed.text;
}

describe('admin command line: the help of the whole command', () => {
  it('lists every command by group for --help, -h and help, with how to get one command’s help', () => {
    const text = helpOf(['--help']);
    expect(helpOf(['-h'])).toBe(text);
    expect(helpOf(['help'])).toBe(text);
    expect(text).toMatch(/^Usage: npm run platform -- <command> \[words\] \[options\]\n {7}npm run platform -- <command> --help/);
    for (const title of [
      'Site status',
      'Brands and their merchants',
      'Content',
      'Money',
      'Rewards',
      'Members',
      'Responsible gaming',
      'Agents',
    ]) {
      expect(text).toContain(`\n\n${title}\n`);
    }
    const names = [
      ...['status', 'maintenance', 'region', 'flag', 'outbox', 'reset', 'sync-brands', 'template', 'image-cdns', 'games'],
      ...['popups', 'popup', 'banners', 'banner', 'info-pages', 'info-page', 'message', 'credit', 'deposits', 'deposit'],
      ...['withdrawals', 'withdraw', 'channel', 'limits', 'ledger', 'reward', 'uploads', 'upload', 'kyc', 'login-verification'],
      ...['rg', 'contract', 'agent'],
    ];
    for (const name of names) expect(text).toMatch(new RegExp(`\\n  ${name} `));
    expect(text).toContain('\n  maintenance on|off [--merchant CODE]      the System Maintenance page (status 1)\n');
    expect(text).toMatch(/Talks to the platform on http:\/\/127\.0\.0\.1:\$PORT/);
  });

  it('refuses no command, an unknown command and an unknown option with the whole usage', () => {
    const overview = helpOf(['--help']);
    expect(refusal([])).toMatchObject({ message: 'no command given', usage: overview });
    expect(refusal(['explode'])).toMatchObject({ message: 'unknown command explode', usage: overview });
    expect(refusal(['explode', '--help'])).toMatchObject({ message: 'unknown command explode', usage: overview });
    expect(refusal(['help', 'explode'])).toMatchObject({ message: 'unknown command explode', usage: overview });
    expect(refusal(['--force'])).toMatchObject({ message: 'unknown option --force', usage: overview });
    expect(refusal(['-x', 'status'])).toMatchObject({ message: 'unknown option -x' });
  });

  it('reads options anywhere, as --name value or --name=value, and values that start with a dash', () => {
    expect(parseCommand(['--merchant=LUCKYSTAR', 'region', 'on'])).toEqual({ kind: 'region', on: true, merchant: 'LUCKYSTAR' });
    expect(parseCommand(['message', 'send', '--all', '--merchant', 'M', '--title', '-50% today', '--body', 'x'])).toMatchObject({
      request: { title: '-50% today', all: true },
    });
    expect(refusal(['credit', '--username', 'a', '--amount', '-5']).message).toBe('--amount is a positive amount, got -5');
    expect(refusal(['message', 'send', '--all=yes']).message).toBe('--all takes no value');
    expect(refusal(['status', '--merchant=']).message).toBe('--merchant needs a merchant code');
  });
});

/**
 * Each group: a command's help (its usage, an option, an example), a line it reads, an option it does not
 * take, a missing value and a malformed one.
 */
describe.each([
  {
    group: 'site status',
    name: 'maintenance',
    usage: 'maintenance on|off [--merchant CODE]',
    option: '--merchant CODE',
    example: 'maintenance on',
    reads: [['flag', 'CBS3', 'on', '--merchant', 'PLAYDECK'], { kind: 'flag', module: 'CBS3', on: true, merchant: 'PLAYDECK' }],
    foreign: [['maintenance', 'on', '--title', 'x'], 'maintenance takes no --title'],
    missing: [['maintenance', 'on', '--merchant'], '--merchant needs a merchant code'],
    malformed: [['region', 'up'], 'expected on or off, got up'],
  },
  {
    group: 'brands',
    name: 'games',
    usage: 'games --vendor CODE --category CATEGORY --count N [--merchant CODE]',
    option: '--category CATEGORY',
    example: 'games --merchant PLAYDECK --vendor JL --category RNG --count 400',
    reads: [['template', 'dep_func', '0'], { kind: 'template', flag: 'dep_func', value: 0, merchant: undefined }],
    foreign: [['games', '--vendor', 'JL', '--username', 'u'], 'games takes no --username'],
    missing: [['games', '--vendor', 'JL', '--category', 'RNG', '--count'], '--count needs a number of games'],
    malformed: [['games', '--vendor', 'JL', '--category', 'RNG', '--count', 'lots'], '--count is 1 to 5000, got lots'],
  },
  {
    group: 'content',
    name: 'banner',
    usage: 'banner --id N [--headline TEXT] [--subline TEXT]',
    option: '--headline TEXT',
    example: "banner --id 1 --headline 'Weekend cup'",
    reads: [['popups'], { kind: 'popups', merchant: undefined }],
    foreign: [['banner', '--id', '3', '--merchant', 'M'], 'banner takes no --merchant'],
    missing: [['banner', '--id', '3', '--subline'], '--subline needs a subline'],
    malformed: [['banner', '--id', '-3', '--subline', 'x'], 'banner needs --id N (banners lists them), got -3'],
  },
  {
    group: 'money',
    name: 'limits',
    usage: 'limits --merchant CODE [--min N] [--max N] [--daily N]',
    option: '--daily N',
    example: 'limits --merchant PLAYDECK --min 100 --max 50000 --daily 3',
    reads: [['ledger', 'check'], { kind: 'ledger-check' }],
    foreign: [['limits', '--merchant', 'M', '--id', 'bank-1'], 'limits takes no --id'],
    missing: [['limits', '--merchant', 'PLAYDECK', '--daily'], '--daily needs a number of withdrawals'],
    malformed: [['limits', '--merchant', 'PLAYDECK', '--daily', '1.5'], '--daily is a whole number, got 1.5'],
  },
  {
    group: 'rewards',
    name: 'reward',
    usage: 'reward approve|reject|issue <APPLICATION_ID> [--amount N] [--reason TEXT]',
    option: '--amount N',
    example: 'reward issue R20261124000001 --amount 25',
    reads: [['reward', 'list'], { kind: 'rewards', merchant: undefined, state: undefined }],
    foreign: [['reward', 'approve', 'R1', '--reason', 'x'], 'reward approve takes no --reason'],
    missing: [['reward', 'reject', 'R1', '--reason'], '--reason needs a reason'],
    malformed: [['reward', 'issue', 'R1', '--amount', 'ten'], '--amount is a positive amount, got ten'],
  },
  {
    group: 'members',
    name: 'kyc',
    usage: 'kyc reject <USERNAME> --reason TEXT --merchant CODE',
    option: '--status STATUS',
    example: 'kyc verify member01 --merchant PLAYDECK',
    reads: [['upload', 'ID1', '--out', '/tmp/a.png'], { kind: 'upload', id: 'ID1', out: '/tmp/a.png' }],
    foreign: [['kyc', 'verify', 'u', '--merchant', 'M', '--out', 'f'], 'kyc takes no --out'],
    missing: [['kyc', 'reject', 'u', '--merchant', 'M', '--reason'], '--reason needs a reason'],
    malformed: [['kyc', 'list', '--status', 'LOST'], '--status is UNDER_REVIEW, VERIFIED, REJECTED, got LOST'],
  },
  {
    group: 'responsible gaming',
    name: 'rg',
    usage: 'rg lift --username NAME --reason TEXT [--merchant CODE]',
    option: '--reason TEXT',
    example: 'rg near-limit',
    reads: [['rg', 'show', '--username', 'member01'], { kind: 'rg-show', request: { username: 'member01', merchant: undefined } }],
    foreign: [['rg', 'near-limit', '--username', 'u'], 'rg near-limit takes no --username'],
    missing: [['rg', 'lift', '--username', 'u', '--reason'], '--reason needs a reason'],
    malformed: [['rg', 'pause', '--username', 'u'], 'rg needs show, lift or near-limit, got pause'],
  },
  {
    group: 'agents',
    name: 'agent',
    usage: 'agent add --merchant CODE --parent AGENT --username NAME --password TEXT [--type 0|2]',
    option: '--type 0|2',
    example: 'agent payout --merchant PLAYDECK --kind rebate --date 2026-11-23',
    reads: [['contract', 'list', '--merchant', 'M', '--username', 'a'], { kind: 'contracts', merchant: 'M', username: 'a' }],
    foreign: [['agent', 'payout', '--merchant', 'M', '--kind', 'rebate', '--password', 'x'], 'agent payout takes no --password'],
    missing: [['agent', 'payout', '--merchant', 'M', '--kind'], '--kind needs a kind'],
    malformed: [
      ['agent', 'add', '--merchant', 'M', '--parent', 'p', '--username', 'u', '--password', 'x', '--type', '1'],
      '--type is 0 or 2, got 1',
    ],
  },
] as const)('admin command line: $group', ({ name, usage, option, example, reads, foreign, missing, malformed }) => {
  it(`prints the help of ${name}: its usage, options and an example`, () => {
    const text = helpOf([name, '--help']);
    expect(helpOf([name, '-h'])).toBe(text);
    expect(helpOf(['help', name])).toBe(text);
    expect(text).toMatch(/^Usage: npm run platform -- /);
    expect(text).toContain(`npm run platform -- ${usage}\n`);
    expect(text).toMatch(new RegExp(`\\nOptions:\\n(.+\\n)*  ${option.replace(/[|]/g, '\\|')} +\\S`));
    expect(text).toMatch(/\n {2}-h, --help +this help\n/);
    expect(text).toMatch(new RegExp(`\\nExamples?:\\n(.+\\n)*  npm run platform -- ${example.replace(/[|.*+?()[\]]/g, '\\$&')}(\\n|$)`));
  });

  it('reads a command line of the group', () => {
    expect(parseCommand([...reads[0]])).toEqual(reads[1]);
  });

  it(`refuses an unknown option, an option ${name} does not take, a missing value and a malformed one, with ${name}'s help`, () => {
    const help = helpOf([name, '--help']);
    expect(refusal([name, '--bogus', 'x'])).toMatchObject({ message: 'unknown option --bogus', usage: help });
    const [foreignArgv, foreignMessage] = foreign;
    expect(refusal([...foreignArgv])).toMatchObject({ message: foreignMessage, usage: help });
    const [missingArgv, missingMessage] = missing;
    expect(refusal([...missingArgv])).toMatchObject({ message: missingMessage, usage: help });
    const [malformedArgv, malformedMessage] = malformed;
    expect(refusal([...malformedArgv])).toMatchObject({ message: malformedMessage });
  });
});
