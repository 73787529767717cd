/**
 * The one dictionary entry that names a game category ("Nổ hũ", "Slots") wherever it shows: home menu, side
 * menu, game list and game centre, the agent's rebate rates and the team betting filter. Categories are the
 * platform's game types (LOTT, LIVE, RNG, ...), in either case.
 */
export const gameCategoryLabelKey = (category: string): string => `game_list_${category.toUpperCase()}`;
