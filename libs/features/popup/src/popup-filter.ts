import type { Popup } from '@playdeck/api';
import type { PopupAudience } from './popup-audience';

/** What the closed state is stored per: A members, B visitors (SHELL_PU_A, SHELL_PU_B). */
export type PopupGroup = 'A' | 'B';
type Execution = Popup['execution'];

const EXECUTIONS: Record<PopupAudience, readonly Execution[]> = {
  member: ['A'],
  firstLogin: ['A', 'F'],
  visitor: ['B'],
};

export function popupGroup(audience: PopupAudience): PopupGroup {
  return audience === 'visitor' ? 'B' : 'A';
}

/** The executions the audience sees: members A (plus F on the first login), visitors B. */
export function popupExecutions(audience: PopupAudience): readonly Execution[] {
  return EXECUTIONS[audience];
}

/** The popups the audience may see; those advertising a promotion (promotionType) are for members only. */
export function popupsFor<T extends Pick<Popup, 'execution' | 'promotionType'>>(popups: readonly T[], audience: PopupAudience): T[] {
  const executions = EXECUTIONS[audience];
  const member = audience !== 'visitor';
  return popups.filter((popup) => executions.includes(popup.execution) && (member || !popup.promotionType));
}
