// What the page's boot entry may import: which promotion image the list shows first, no screens, no contract.
export { cardImageOf } from './promotions/promotion-images';
