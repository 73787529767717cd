import DOMPurify from 'dompurify';
import { linkTarget } from './link-target';

// Tags, attributes and URLs DOMPurify keeps are its safe defaults; forms and styles are dropped as well.
const CONFIG = { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style'], FORBID_ATTR: ['style'] };

/** The attribute a refused link carries once sanitised (RichText shows the refusal message on a tap). */
export const REFUSED_MARK = 'data-url-refused';

let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Before DOMPurify drops script URLs itself: a link that goes nowhere the URL guard allows is marked, so a
  // tap can tell the player why nothing opens (the mark is the app's own, never the server's).
  DOMPurify.addHook('beforeSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    node.removeAttribute(REFUSED_MARK);
    const href = node.getAttribute('href')?.trim();
    if (href && href !== '#' && !linkTarget(href)) node.setAttribute(REFUSED_MARK, '');
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = linkTarget(node.getAttribute('href'));
    if (!target) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    if (target.kind === 'external') {
      node.setAttribute('href', target.url);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.setAttribute('href', target.path);
      node.removeAttribute('target');
    }
  });
}

/** Server HTML made safe to render: no scripts, handlers, script URLs or styles; links classified. */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
