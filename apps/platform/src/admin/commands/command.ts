import type { startPlatformServices } from '../../create-services';

/** Options that take a value: the placeholder the help shows, and what the value is (for the message when it is missing). */
export const VALUE_OPTIONS = {
  merchant: { value: 'CODE', is: 'a merchant code' },
  id: { value: 'ID', is: 'an id' },
  execution: { value: 'A|B|F', is: 'A, B or F' },
  language: { value: 'EN|TY', is: 'EN or TY' },
  title: { value: 'TEXT', is: 'a title' },
  page: { value: 'PAGE', is: 'an info page' },
  group: { value: 'GROUP', is: 'a banner group (m_home, m_vip, …)' },
  headline: { value: 'TEXT', is: 'a headline' },
  subline: { value: 'TEXT', is: 'a subline' },
  summary: { value: 'TEXT', is: 'a summary' },
  image: { value: 'URL', is: 'an image URL' },
  content: { value: 'HTML', is: 'an HTML content' },
  vendor: { value: 'CODE', is: 'a vendor code' },
  category: { value: 'CATEGORY', is: 'a game category' },
  count: { value: 'N', is: 'a number of games' },
  username: { value: 'NAME', is: 'a member username' },
  amount: { value: 'N', is: 'an amount' },
  status: { value: 'STATUS', is: 'a status' },
  min: { value: 'N', is: 'an amount' },
  max: { value: 'N', is: 'an amount' },
  daily: { value: 'N', is: 'a number of withdrawals' },
  enabled: { value: 'on|off', is: 'on or off' },
  reason: { value: 'TEXT', is: 'a reason' },
  out: { value: 'FILE', is: 'a file to write' },
  body: { value: 'TEXT', is: 'a text' },
  kind: { value: 'KIND', is: 'a kind' },
  tiers: { value: 'MIN:VALUE,…', is: 'MIN:VALUE pairs' },
  basis: { value: 'turnover|active', is: 'turnover or active' },
  date: { value: 'DATE', is: 'a date YYYY-MM-DD' },
  parent: { value: 'AGENT', is: 'an agent username' },
  password: { value: 'TEXT', is: 'a password' },
  type: { value: '0|2', is: '0 or 2' },
} as const satisfies Record<string, { value: string; is: string }>;

/** Options that take no value. */
export const SWITCH_OPTIONS = ['all'] as const;

export type ValueOptionName = keyof typeof VALUE_OPTIONS;
export type SwitchOptionName = (typeof SWITCH_OPTIONS)[number];
export type OptionName = ValueOptionName | SwitchOptionName;
export type Options = Partial<Record<ValueOptionName, string>> & Partial<Record<SwitchOptionName, true>>;

/** A command line the admin command cannot run: the reason, and the usage to print with it (exit code 2). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** One command of `npm run platform -- <command>`: what its help says and how its words and options read. */
export interface AdminCommand<C> {
  /** The first word, e.g. `deposit`. */
  name: string;
  /** Its forms, without the `npm run platform --` before them. */
  usage: readonly string[];
  /** One line for the list of commands. */
  summary: string;
  /** More for its own help, when one line does not say it all. */
  details?: string;
  /** The options it takes, with what each means for it. */
  options: Partial<Record<OptionName, string>>;
  /** Whole command lines, without the `npm run platform --` before them. */
  examples: readonly string[];
  /** The command from the words after its name and the options (already checked to be among `options`). */
  parse(words: string[], options: Options): C;
}

/** An admin route of a running platform (loopback only, with the admin token): JSON answers unless `bytes`. */
export type AdminRoute = { get: string; bytes?: true } | { post: string; body?: unknown };

export type StartedPlatform = Awaited<ReturnType<typeof startPlatformServices>>;

/** How a parsed command runs: on the running platform over HTTP, else on the database itself, and what it prints. */
export interface CommandRunner<C> {
  route(command: C): AdminRoute;
  direct(platform: StartedPlatform, command: C): Promise<unknown>;
  print(command: C, value: unknown): void;
  /** It prints what the start did itself, so the start's notes are not printed before it. */
  reportsStart?: true;
}

export type CommandRunners<C extends { kind: string }> = { [K in C['kind']]: CommandRunner<Extract<C, { kind: K }>> };

/** A query string of the values given (none: no `?`). */
export function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
