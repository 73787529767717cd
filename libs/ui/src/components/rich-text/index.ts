// A separate entry: DOMPurify stays out of the first render of home and is loaded by the screens that show server HTML.
export { RichText, type RichTextProps } from './rich-text';
export { sanitizeHtml } from './sanitize-html';
export { linkTarget, type LinkTarget } from './link-target';
