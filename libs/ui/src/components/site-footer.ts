// A separate entry: only footers (home's, the other page's) show these, and both arrive after the first
// render, so its code stays out of the first render of home.
export { LanguageSelect } from './language-select/language-select';
export { CopyrightLine } from './copyright-line/copyright-line';
