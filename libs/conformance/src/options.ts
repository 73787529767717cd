import type { MemberCredentials } from './run-conformance';

export interface CliOptions {
  baseUrl: string;
  merchant: string;
  language: string;
  timeoutMs: number;
  member?: MemberCredentials;
  allowWrites: boolean;
}

export const USAGE = `usage: npm run conformance -- --base-url <url> --merchant <code> [options]

Calls every visitor call of the contract (libs/api) on the platform at <url> as merchant <code>, and with an
account every member read, and checks each answer against the contract.

  --base-url <url>      the platform's origin (http or https), e.g. https://api.example.com
  --merchant <code>     the merchant code the brand sends in its Merchant header
  --username <name>     sign in as this member too (with --password, or CONFORMANCE_PASSWORD in the environment)
  --password <secret>   that member's password
  --captcha <text>      the captcha answer, when the platform asks for one (with --device-id)
  --device-id <uuid>    the device the captcha was shown for (the check prints both when they are needed)
  --language <code>     the Language header (default EN)
  --timeout <seconds>   how long to wait for each answer (default 15)
  --allow-writes        also make the write run's calls (they change the account, never move money)
  --help                this text

Exit status: 0 every call passed, 1 a call failed, 2 bad options or no platform at <url>.`;

export class UsageError extends Error {}

const VALUE_OPTIONS = ['base-url', 'merchant', 'username', 'password', 'captcha', 'device-id', 'language', 'timeout'] as const;
const FLAG_OPTIONS = ['allow-writes', 'help'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Options by name; `--name value` and `--name=value` both work. */
function readArgs(argv: readonly string[]): { values: Partial<Record<ValueOption, string>>; flags: Set<string> } {
  const values: Partial<Record<ValueOption, string>> = {};
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new UsageError(`unexpected argument '${arg}': options start with --`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    if ((FLAG_OPTIONS as readonly string[]).includes(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    if (!(VALUE_OPTIONS as readonly string[]).includes(name)) throw new UsageError(`unknown option --${name}`);
    const value = inline ?? argv[++index];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    if (name in values) throw new UsageError(`--${name} is given twice`);
    values[name as ValueOption] = value;
  }
  return { values, flags };
}

function baseUrlOf(text: string | undefined): string {
  if (!text) throw new UsageError('--base-url is required');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--base-url: '${text}' is not a URL (for example http://localhost:4000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url: '${text}' is not an http or https URL`);
  if (url.search || url.hash)
    throw new UsageError(`--base-url: '${text}' has a query or fragment; give the origin (and path prefix, if any)`);
  return url.href.replace(/\/+$/, '');
}

/** The options, or 'help'; a UsageError naming the option otherwise. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): CliOptions | 'help' {
  const { values, flags } = readArgs(argv);
  if (flags.has('help')) return 'help';
  const baseUrl = baseUrlOf(values['base-url']);
  const merchant = values.merchant?.trim();
  if (!merchant) throw new UsageError('--merchant is required (the merchant code the brand sends, e.g. PLAYDECK)');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(merchant))
    throw new UsageError(`--merchant: '${merchant}' is not a merchant code (letters, digits, _ and -)`);
  const language = values.language ?? 'EN';
  if (!/^[A-Za-z]{2,8}$/.test(language)) throw new UsageError(`--language: '${language}' is not a language code (e.g. EN)`);
  const timeoutSeconds = values.timeout === undefined ? 15 : Number(values.timeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 600)
    throw new UsageError(`--timeout: '${values.timeout}' is not a number of seconds between 0 and 600`);
  const password = values.password ?? env['CONFORMANCE_PASSWORD'];
  if (values.username === undefined && values.password !== undefined) throw new UsageError('--password needs --username');
  if (values.username !== undefined && !password) throw new UsageError('--username needs --password (or CONFORMANCE_PASSWORD)');
  if (values.username !== undefined && !values.username.trim()) throw new UsageError('--username is empty');
  const deviceId = values['device-id'];
  if (deviceId !== undefined && !UUID.test(deviceId)) throw new UsageError(`--device-id: '${deviceId}' is not a UUID`);
  if (values.captcha !== undefined && deviceId === undefined)
    throw new UsageError('--captcha needs --device-id (the device the image was shown for)');
  if ((values.captcha !== undefined || deviceId !== undefined) && values.username === undefined)
    throw new UsageError(`--${values.captcha !== undefined ? 'captcha' : 'device-id'} is for signing in: give --username and --password`);
  return {
    baseUrl,
    merchant,
    language,
    timeoutMs: timeoutSeconds * 1000,
    allowWrites: flags.has('allow-writes'),
    member:
      values.username === undefined
        ? undefined
        : { username: values.username.trim(), password: password!, captcha: values.captcha, deviceId },
  };
}
