import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { checkNavigableUrl, platformOrigin, type UrlCheckOptions } from '@playdeck/routes';
import { useRefusedUrlNotice } from './use-refused-url';

export interface GuardedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** A URL from the platform or the brand, not yet trusted: checked by checkNavigableUrl before it is rendered. */
  href: string | null | undefined;
  /** Also offer mailto: and tel: (customer-service channels). */
  contact?: boolean;
  /** External links open in a new window unless this is false (mail and phone links open the device's app). */
  newTab?: boolean;
}

/**
 * A link to an address the app was sent (customer service, affiliate, social, chat): rendered only with an
 * href that passed the URL guard. A path outside /m/ is a page of the platform (brand.json's demo pages) and opens
 * on its origin. A refused address keeps its place but has no href; tapping it tells the player the link cannot be
 * opened.
 */
export function GuardedLink({ href, contact, newTab = true, onClick, children, ...rest }: GuardedLinkProps) {
  const notice = useRefusedUrlNotice();
  const options: UrlCheckOptions = { contact, origin: platformOrigin() };
  const checked = checkNavigableUrl(href, options);
  if (checked.kind === 'refused') {
    const refuse = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      notice();
    };
    return (
      <a {...rest} role="link" aria-disabled="true" data-url-refused="" onClick={refuse}>
        {children}
      </a>
    );
  }
  const opensOutside = checked.kind === 'external' && newTab && /^https?:/i.test(checked.href);
  return (
    <a {...rest} href={checked.href} onClick={onClick} {...(opensOutside ? { target: '_blank', rel: 'noopener noreferrer' } : null)}>
      {children}
    </a>
  );
}
