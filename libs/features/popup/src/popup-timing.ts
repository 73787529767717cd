/** Spec section 9: the popup list is looked at this long after home mounts or the session changes. */
export const POPUP_DELAY_MS = 500;
