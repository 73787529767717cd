export { useStartTrial, TRIAL_LOADING_MS } from './use-start-trial';
export { loadTrialScreen } from './screen-loaders';
