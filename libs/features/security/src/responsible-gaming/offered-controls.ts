import { RG_SELF_EXCLUSIONS, type RgBreakDuration, type RgLimitKind } from '@playdeck/api';
import type { ResponsibleGamingControl } from '@playdeck/brand';
import { offersControl, useResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { usePendingWhile } from '@playdeck/ui';

/** The brand.json control behind each kind of limit. */
export const LIMIT_CONTROL: Record<RgLimitKind, ResponsibleGamingControl> = { DEPOSIT: 'depositLimit', LOSS: 'lossLimit' };

/** The brand.json control behind a break of `duration`: a self-exclusion or a time-out. */
export const breakControl = (duration: RgBreakDuration): ResponsibleGamingControl =>
  (RG_SELF_EXCLUSIONS as readonly string[]).includes(duration) ? 'selfExclusion' : 'timeOut';

export type OffersControl = (control: ResponsibleGamingControl) => boolean;

/**
 * Whether the brand offers a control (brand.json `responsibleGaming.controls`). Nothing is offered until the
 * rules have loaded; the security centre's loader waits for them, so its screens render with them at once (a
 * story or spec that renders the screen alone waits, and its picture is taken once they are there).
 */
export function useOffersControl(): OffersControl {
  const rules = useResponsibleGamingRules();
  usePendingWhile(rules === undefined);
  return (control) => rules !== undefined && offersControl(rules, control);
}
