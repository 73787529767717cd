// Test helpers shared by the features' component tests. Imported from specs and testing folders only.
export { answerCalls, type CallHandler, type CallOptions } from './answer-calls';
export { renderWithApp, type RenderOptions } from './render-with-app';
