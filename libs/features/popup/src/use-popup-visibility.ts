import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Popup } from '@playdeck/api';
import type { PopupGroup } from './popup-filter';
import { popupSignature } from './popup-signature';
import { readPopupState, shouldShow, writePopupState } from './popup-storage';

export interface PopupVisibility {
  open: boolean;
  /** Hides the popups and stores show=false for this set, so they stay closed until the set changes. */
  close: () => void;
  signature: string | null;
}

/** Whether the group's popups show (spec section 4): closed is remembered per group and set of popups. */
export function usePopupVisibility(group: PopupGroup, popups: readonly Popup[]): PopupVisibility {
  const signature = useMemo(() => (popups.length > 0 ? popupSignature(popups) : null), [popups]);
  const [closedNow, setClosedNow] = useState<string | null>(null);
  const showStored = useMemo(() => signature !== null && shouldShow(readPopupState(group), signature), [group, signature]);

  useEffect(() => {
    // A new set resets show to true in storage too, as the spec's client does.
    if (showStored && signature) writePopupState(group, { show: true, signature });
  }, [group, signature, showStored]);

  const close = useCallback(() => {
    if (!signature) return;
    writePopupState(group, { show: false, signature });
    setClosedNow(signature);
  }, [group, signature]);

  return { open: showStored && closedNow !== signature, close, signature };
}
