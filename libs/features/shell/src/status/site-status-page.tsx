import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, brandImages } from '@playdeck/brand';
import { htmlLangFor, useLanguage } from '@playdeck/i18n';
import { GuardedLink, visuallyHidden } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import type { SiteStatus } from '@playdeck/api';
import * as styles from './site-status-page.css';

/** What the page shows; passed in by the shell so this chunk shares no module with the first render. */
export interface SiteStatusPageProps {
  code: 1 | 2;
  location: SiteStatus['location'] | undefined;
  customerService: string;
}

function ContactLink({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <GuardedLink href={href} className={styles.contact} data-testid={testId}>
      {t('float_customer_service')}
      <span className={visuallyHidden}> ({t('opens_new_tab')})</span>
    </GuardedLink>
  );
}

/** An error page: the brand's logo, the title, then the page's own lines and its contact link. */
function StatusFrame({ name, title, children }: { name: 'maintenance' | 'restricted'; title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={`${name}-title`} data-testid={`${name}-page`}>
      <img className={styles.logo} src={brandImages.logo} alt={brand.name} data-testid="brand-logo" />
      <Text as="h1" id={`${name}-title`} size="xl" weight="bold">
        {title}
      </Text>
      {children}
    </section>
  );
}

/** Spec section 2, error pages: title System Maintenance, an info message and a customer-service link. */
export function MaintenancePage({ customerService }: Pick<SiteStatusPageProps, 'customerService'>) {
  const { t } = useTranslation();
  return (
    <StatusFrame name="maintenance" title={t('shell_maintenance_title')}>
      <p className={styles.message} data-testid="maintenance-message">
        {t('error_maintenance')} {t('error_system_upgrading')}
      </p>
      <ContactLink href={customerService} testId="maintenance-contact" />
    </StatusFrame>
  );
}

/** "VN" → "Vietnam (VN)" in the page's language; the bare code where the name is unknown. */
export function countryLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv4-mapped IPv6 address ("::ffff:127.0.0.1", as dual-stack servers report IPv4 callers) shown as the IPv4 it is. */
export function displayIp(ip: string): string {
  return IPV4_MAPPED.exec(ip.trim())?.[1] ?? ip;
}

/** Spec section 2, error pages: the visitor's IP and country, the block message and a contact button. */
export function RestrictedPage({ location, customerService }: Omit<SiteStatusPageProps, 'code'>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <StatusFrame name="restricted" title={t('error_access_restricted')}>
      <p className={styles.message}>{t('shell_restricted_message')}</p>
      {location ? (
        <ul className={styles.facts}>
          <li data-testid="restricted-ip">{t('shell_restricted_ip', { ip: displayIp(location.ip) })}</li>
          <li data-testid="restricted-country">
            {t('shell_restricted_country', { country: countryLabel(location.country, htmlLangFor(language)) })}
          </li>
        </ul>
      ) : null}
      <ContactLink href={customerService} testId="restricted-contact" />
    </StatusFrame>
  );
}

/** What the shell shows instead of the app while the site status is not normal. */
export default function SiteStatusPage({ code, ...page }: SiteStatusPageProps) {
  return code === 2 ? <RestrictedPage {...page} /> : <MaintenancePage {...page} />;
}
