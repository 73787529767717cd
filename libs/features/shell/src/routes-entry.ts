// What the page's boot entry may import: route resolution only, no screens and no styles.
export { resolveRoute } from './routes/resolve-route';
export type { RouteId } from './routes/route-table';
