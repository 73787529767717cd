// The one place a story is left out of the visual snapshots, each with the reason it cannot be made stable.
// A rule names story ids exactly (or a title prefix); the run prints every story it leaves out and why.

/** @type {{ storyId?: string, titlePrefix?: string, reason: string }[]} */
export const EXCLUDED_STORIES = [];
