/** The agent home's greeting by the member's local hour (spec section 9: 0-10, 11-14, 15-18, 19-24). */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function greetingFor(hour: number): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) throw new RangeError(`not an hour of the day: ${hour}`);
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** i18n key of each greeting (the agent text group). */
export const GREETING_KEY: Record<Greeting, string> = {
  morning: 'agent_greeting_morning',
  earlyAfternoon: 'agent_greeting_early_afternoon',
  lateAfternoon: 'agent_greeting_late_afternoon',
  evening: 'agent_greeting_evening',
};
