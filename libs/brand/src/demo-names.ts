import type { DemoConfig } from './schema';

/** The nicknames of a brand's demo accounts on the reference platform. */
export interface DemoNames {
  memberName: string;
  agentName: string;
  subAgentName: string;
}

// The nickname rule's 20 characters less the longest role word (" Sub-agent").
const MAX_WORD = 10;

/** The brand name's first word in letters and digits only ("Lucky Star" → "Lucky"), "Demo" when it has none. */
function brandWord(name: string): string {
  const word = name
    .normalize('NFC')
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .find((part) => part.length >= 2);
  return word ? [...word].slice(0, MAX_WORD).join('') : 'Demo';
}

/**
 * What the demo accounts are called: brand.json's `demo` names where it gives them, otherwise the brand name's
 * first word and the role ("Playdeck Player"), so a brand made by the generator needs no edit.
 */
export function demoNames(brand: { name: string; demo?: DemoConfig }): DemoNames {
  const word = brandWord(brand.name);
  return {
    memberName: brand.demo?.memberName ?? `${word} Player`,
    agentName: brand.demo?.agentName ?? `${word} Agent`,
    subAgentName: brand.demo?.subAgentName ?? `${word} Sub-agent`,
  };
}
