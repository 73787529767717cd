export { vars } from './contract.css';
export { createBrandTheme, themeVarTokens } from './brand-theme';
