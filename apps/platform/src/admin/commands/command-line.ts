import { parseArgs } from 'node:util';
import { agentCommands, type AgentCommand } from './agents';
import { brandCommands, type BrandCommand } from './brands';
import {
  SWITCH_OPTIONS,
  UsageError,
  VALUE_OPTIONS,
  type AdminCommand,
  type OptionName,
  type Options,
  type SwitchOptionName,
  type ValueOptionName,
} from './command';
import { contentCommands, type ContentCommand } from './content';
import { memberCommands, type MemberCommand } from './members';
import { moneyCommands, type MoneyCommand } from './money';
import { rgCommands, type RgCommand } from './responsible-gaming';
import { rewardCommands, type RewardCommand } from './rewards';
import { siteCommands, type SiteCommand } from './site';

export type Command = SiteCommand | BrandCommand | ContentCommand | MoneyCommand | RewardCommand | MemberCommand | RgCommand | AgentCommand;
/** `--help` (or `help [COMMAND]`): the text to print, and nothing to run. */
export interface HelpRequest {
  kind: 'help';
  text: string;
}

const PROGRAM = 'npm run platform --';

const GROUPS: { title: string; commands: AdminCommand<Command>[] }[] = [
  { title: 'Site status', commands: siteCommands },
  { title: 'Brands and their merchants', commands: brandCommands },
  { title: 'Content', commands: contentCommands },
  { title: 'Money', commands: moneyCommands },
  { title: 'Rewards', commands: rewardCommands },
  { title: 'Members', commands: memberCommands },
  { title: 'Responsible gaming', commands: rgCommands },
  { title: 'Agents', commands: agentCommands },
];

const COMMANDS = new Map(GROUPS.flatMap((group) => group.commands.map((command) => [command.name, command] as const)));

const OVERVIEW_COLUMN = 44;

const FOOTER = `Talks to the platform on http://127.0.0.1:$PORT (default 8080) when \`npm start\` runs; otherwise opens
the database itself (PLATFORM_DATA_DIR or DATABASE_URL, as the platform does).`;

function overviewLines(command: AdminCommand<Command>): string[] {
  const [first, ...others] = command.usage.map((form) => `  ${form}`);
  if (others.length === 0 && first!.length < OVERVIEW_COLUMN - 1) return [`${first!.padEnd(OVERVIEW_COLUMN)}${command.summary}`];
  return [first!, ...others, `${' '.repeat(OVERVIEW_COLUMN)}${command.summary}`];
}

/** The help of the whole command: every command's forms and what it does. */
export function overviewHelp(): string {
  const groups = GROUPS.map((group) => [group.title, ...group.commands.flatMap(overviewLines)].join('\n'));
  return [
    `Usage: ${PROGRAM} <command> [words] [options]\n       ${PROGRAM} <command> --help     its options and examples`,
    ...groups,
    FOOTER,
  ].join('\n\n');
}

function optionLabel(name: OptionName): string {
  return Object.hasOwn(VALUE_OPTIONS, name) ? `--${name} ${VALUE_OPTIONS[name as ValueOptionName].value}` : `--${name}`;
}

/** One command's help: its forms, what it does, its options and examples. */
export function commandHelp(command: AdminCommand<Command>): string {
  const options: [string, string][] = [
    ...(Object.entries(command.options) as [OptionName, string][]).map(([name, text]): [string, string] => [
      `  ${optionLabel(name)}`,
      text,
    ]),
    ['  -h, --help', 'this help'],
  ];
  const width = Math.max(...options.map(([label]) => label.length)) + 3;
  return [
    command.usage.map((form, index) => `${index === 0 ? 'Usage: ' : '       '}${PROGRAM} ${form}`).join('\n'),
    [command.summary, command.details].filter(Boolean).join('\n'),
    ['Options:', ...options.map(([label, text]) => `${label.padEnd(width)}${text}`)].join('\n'),
    [command.examples.length > 1 ? 'Examples:' : 'Example:', ...command.examples.map((example) => `  ${PROGRAM} ${example}`)].join('\n'),
  ].join('\n\n');
}

const isValueOption = (name: string): name is ValueOptionName => Object.hasOwn(VALUE_OPTIONS, name);
const isSwitchOption = (name: string): name is SwitchOptionName => (SWITCH_OPTIONS as readonly string[]).includes(name);

/** The options given, anywhere on the line (before the command too), and whether --help was. */
function readOptions(argv: string[]): { positionals: string[]; options: Options; help: boolean; problem?: string } {
  const { tokens, positionals } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(Object.keys(VALUE_OPTIONS).map((name) => [name, { type: 'string' as const }])),
      ...Object.fromEntries(SWITCH_OPTIONS.map((name) => [name, { type: 'boolean' as const }])),
      help: { type: 'boolean', short: 'h' },
    },
    // Strict parsing would refuse a value that starts with a dash (`--amount -5`, `--title '-50% today'`):
    // the tokens are checked here instead.
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const options: Options = {};
  let help = false;
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const problem = (message: string) => ({ positionals, options, help, problem: message });
    if (token.name === 'help' || isSwitchOption(token.name)) {
      if (token.value !== undefined) return problem(`${token.rawName} takes no value`);
      if (token.name === 'help') help = true;
      else options[token.name as SwitchOptionName] = true;
    } else if (isValueOption(token.name)) {
      if (token.value === undefined || token.value === '') return problem(`${token.rawName} needs ${VALUE_OPTIONS[token.name].is}`);
      options[token.name] = token.value;
    } else {
      return problem(`unknown option ${token.rawName}`);
    }
  }
  return { positionals, options, help };
}

function lookUp(name: string): AdminCommand<Command> {
  const command = COMMANDS.get(name);
  if (!command) throw new UsageError(`unknown command ${name}`, overviewHelp());
  return command;
}

/**
 * Reads `npm run platform -- …`: the command to run, or the help asked for. Throws a UsageError (the reason
 * and the usage to print) for an unknown command or option, a missing or malformed value.
 */
export function parseCommand(argv: string[]): Command | HelpRequest {
  const { positionals, options, help, problem } = readOptions(argv);
  const [name, ...words] = positionals;
  if (problem) throw new UsageError(problem, name && COMMANDS.has(name) ? commandHelp(COMMANDS.get(name)!) : overviewHelp());
  if (name === 'help') return { kind: 'help', text: words[0] ? commandHelp(lookUp(words[0])) : overviewHelp() };
  if (name === undefined) {
    if (help) return { kind: 'help', text: overviewHelp() };
    throw new UsageError('no command given', overviewHelp());
  }
  const command = lookUp(name);
  if (help) return { kind: 'help', text: commandHelp(command) };
  const extra = Object.keys(options).filter((option) => !Object.hasOwn(command.options, option));
  if (extra.length > 0) throw new UsageError(`${name} takes no ${extra.map((option) => `--${option}`).join(', ')}`, commandHelp(command));
  try {
    return command.parse(words, options);
  } catch (error) {
    throw new UsageError((error as Error).message, commandHelp(command));
  }
}
