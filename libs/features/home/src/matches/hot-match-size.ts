/**
 * The hot-match block's height: its placeholders take it while the chunk and the matches load, and the loaded
 * block is never less, so the blocks below stay put. A little over the loaded cards' height (league, crests,
 * time, button, dots: 213 px in the default brand, 218 in Lucky Star's type scale), so no brand's cards grow it.
 */
export const HOT_MATCH_BLOCK_HEIGHT = 224;
