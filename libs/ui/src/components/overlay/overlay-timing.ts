/**
 * Spec 5/9: mask clicks this soon after opening are ignored. On touch screens the tap that opened the
 * overlay can arrive again as a delayed click on the freshly shown mask and close it at once.
 */
export const MASK_CLICK_GUARD_MS = 300;

/** Length of the closing animation; the overlay unmounts when it ends. */
export const OVERLAY_EXIT_MS = 200;
