import DOMPurify from 'dompurify';
import { linkTarget } from './link-target';

// Tags, attributes and URLs DOMPurify keeps are its safe defaults; forms and styles are dropped as well.
const CONFIG = { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style'], FORBID_ATTR: ['style'] };

let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = linkTarget(node.getAttribute('href'));
    if (!target) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    if (target.kind === 'external') {
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
