// What the page's boot entry may import: the game list's banner group, no screens, no contract values.
export { bannerGroupOfSearch } from './list/banner-groups';
