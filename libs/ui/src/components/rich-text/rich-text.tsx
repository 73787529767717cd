import { useMemo, type MouseEvent } from 'react';
import { useRefusedUrlNotice } from '../guarded-link/use-refused-url';
import { linkTarget } from './link-target';
import { REFUSED_MARK, sanitizeHtml } from './sanitize-html';

export interface RichTextProps {
  /** HTML as the platform sent it; sanitised here before it reaches the DOM. */
  html: string;
  /** Called for links that stay in the app (the caller routes); external links open in a new window; refused ones show a message. */
  onInternalLink: (path: string) => void;
  className?: string;
  'data-testid'?: string;
}

/** Server HTML (announcements, promotions, help), sanitised, with in-app links routed by the caller. */
export function RichText({ html, onInternalLink, className, ...rest }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const refused = useRefusedUrlNotice();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor) return;
    const target = linkTarget(anchor.getAttribute('href'));
    if (target?.kind === 'internal') {
      event.preventDefault();
      onInternalLink(target.path);
    } else if (!target) {
      event.preventDefault();
      if (anchor.hasAttribute(REFUSED_MARK)) refused();
    }
  };
  return (
    // Clicks are delegated from the links inside (keyboard activation of a link fires click too).
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} data-testid={rest['data-testid']} />
  );
}
