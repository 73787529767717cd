import type { Options, OptionName } from './command';

/** Refuses options a form of a command does not take (the dispatcher already refused those no form takes). */
export function onlyOptions(command: string, options: Options, allowed: OptionName[]): void {
  const extra = Object.keys(options).filter((name) => !allowed.includes(name as OptionName));
  if (extra.length > 0) throw new Error(`${command} takes no ${extra.map((name) => `--${name}`).join(', ')}`);
}

export function parseOnOff(word: string | undefined): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new Error(`expected on or off, got ${word ?? 'nothing'}`);
}

export function parseLanguage(value: string | undefined): 'EN' | 'TY' | undefined {
  if (value === undefined || value === 'EN' || value === 'TY') return value;
  throw new Error(`--language is EN or TY, got ${value}`);
}

export function parseAmountOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (!(Number.isFinite(amount) && amount > 0)) throw new Error(`--${name} is a positive amount, got ${value}`);
  return amount;
}

/** A --status among `statuses`, in any case. */
export function parseStatus<S extends string>(value: string | undefined, statuses: readonly S[]): S | undefined {
  if (value === undefined) return undefined;
  const status = value.toUpperCase();
  if (!(statuses as readonly string[]).includes(status)) throw new Error(`--status is ${statuses.join(', ')}, got ${value}`);
  return status as S;
}

/** `<decision> <REFERENCE>`, the decision among `decisions`. */
export function parseDecision<D extends string>(
  command: string,
  words: string[],
  decisions: readonly D[],
): { decision: D; reference: string } {
  const [decision, reference, ...extra] = words;
  if (!decision || !(decisions as readonly string[]).includes(decision)) {
    throw new Error(`${command} needs ${decisions.join(' or ')}, got ${decision ?? 'nothing'}`);
  }
  if (!reference || extra.length > 0) throw new Error(`${command} ${decision} needs one reference`);
  return { decision: decision as D, reference };
}

/** A positive whole id (of a popup, banner, info page entry). */
export function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
