export { vars } from './contract.css';
export { createBrandTheme, themeVarTokens } from './brand-theme';
export { iconButtonShape, listResetShape, pillShape, plainButtonShape, touchTargetShape, truncateShape } from './shapes';
