// Test helpers for specs of the kit and of the features built on it. Imported from specs only.
export { fakeIntersectionObserver } from './fake-intersection-observer';
