import type { RefObject } from 'react';
import { useReducedMotion } from '../blocks/use-reduced-motion';
import { useOnScreen } from './use-on-screen';
import { usePageVisible } from './use-page-visible';

/**
 * What a looping animation should do now: `off` when the player asks for less motion, `paused` while it is
 * off screen or the page is hidden (nobody sees it, so it costs the phone nothing), else `running`.
 */
export type MotionState = 'running' | 'paused' | 'off';

export function useMotionState(ref: RefObject<Element | null>): MotionState {
  const reducedMotion = useReducedMotion();
  const onScreen = useOnScreen(ref);
  const visible = usePageVisible();
  if (reducedMotion) return 'off';
  return onScreen && visible ? 'running' : 'paused';
}
