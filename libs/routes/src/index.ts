export { paths, withQuery } from './paths';
