import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_LINK_TYPES, vendorIconUrl, type ConsolidatedSettings, type VendorStructure } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { GuardedLink, Image, visuallyHidden } from '@playdeck/ui';
import { Inline, Text } from '@playdeck/ui/layout';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui/site-footer';
import { BlockError, BlockSkeleton } from '../blocks/block-states';
import { footerVendors, type FooterVendor } from './footer-vendors';
import * as styles from './home-footer.css';
import { SocialIcon } from './social-icon';

interface HomeFooterProps {
  settings: UseQueryResult<ConsolidatedSettings>;
  vendors: UseQueryResult<VendorStructure>;
}

function NewTabHint() {
  const { t } = useTranslation();
  return <span className={visuallyHidden}> ({t('opens_new_tab')})</span>;
}

function VendorLogos({ vendors, iconBase }: { vendors: FooterVendor[]; iconBase: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Inline as="ul" gap="sm" justify="center" align="stretch" aria-label={t('home_providers')} data-testid="home-vendor-logos">
      {vendors.map(({ category, card }) => (
        <li key={card.vassalage}>
          <Image
            className={styles.logo}
            src={iconBase ? vendorIconUrl(iconBase, category, card.accountTypeName) : brandImages.defaultGame}
            fallbackSrc={brandImages.defaultGame}
            alt={card.displayName}
            aspectRatio="7 / 3"
            data-vendor={card.vassalage}
          />
        </li>
      ))}
    </Inline>
  );
}

function MerchantLinks({ settings }: { settings: ConsolidatedSettings }) {
  const { t } = useTranslation();
  // In the spec's order, and only the networks the merchant has a link for.
  const socials = SOCIAL_LINK_TYPES.flatMap((type) => settings.socialLinks.filter((link) => link.type === type && link.url).slice(0, 1));
  return (
    <>
      {settings.affiliateLink ? (
        <GuardedLink href={settings.affiliateLink} className={styles.affiliate} data-testid="home-affiliate-join">
          {t('home_affiliate_join')}
          <NewTabHint />
        </GuardedLink>
      ) : null}
      {socials.length > 0 ? (
        <div className={styles.group}>
          <FooterHeading>{t('home_follow_us')}</FooterHeading>
          <Inline as="ul" gap="sm" justify="center" align="stretch" data-testid="home-social-links">
            {socials.map((link) => (
              <li key={link.type}>
                <GuardedLink href={link.url} className={styles.social} data-social={link.type}>
                  <SocialIcon type={link.type} />
                  <span className={visuallyHidden}>{t(`home_social_${link.type}`)}</span>
                  <NewTabHint />
                </GuardedLink>
              </li>
            ))}
          </Inline>
        </div>
      ) : null}
      {settings.customerService ? (
        <GuardedLink href={settings.customerService} className={styles.service} data-testid="home-customer-service">
          {t('float_customer_service')}
          <NewTabHint />
        </GuardedLink>
      ) : null}
    </>
  );
}

/** The info pages (spec section 2's lazy pages): who runs the site, its app, its partners. */
const ABOUT_LINKS = [
  { key: 'app-service', labelKey: 'route_app_service', to: paths.appService },
  { key: 'brand', labelKey: 'route_brand', to: paths.brand },
  { key: 'join-us', labelKey: 'route_join_us', to: paths.joinUs },
  { key: 'sponsor', labelKey: 'route_sponsor', to: paths.sponsor },
] as const;

function AboutLinks() {
  const { t } = useTranslation();
  return (
    <nav className={styles.group} aria-labelledby="home-about-title">
      <Text as="h2" id="home-about-title" size="sm" weight="bold" tone="muted">
        {t('home_about_us')}
      </Text>
      <Inline as="ul" gap="md" justify="center" data-testid="home-about-links">
        {ABOUT_LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.about} data-testid={`home-about-${link.key}`}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}

function FooterHeading({ children }: { children: string }) {
  return (
    <Text as="h2" size="sm" weight="bold" tone="muted">
      {children}
    </Text>
  );
}

/**
 * Home footer (spec section 2): affiliate join, provider logos without lotteries, social links, service, the info pages,
 * the responsible-gaming page (issue 33), language, copyright.
 */
export function HomeFooter({ settings, vendors }: HomeFooterProps) {
  const { t } = useTranslation();
  const logos = vendors.data ? footerVendors(vendors.data) : undefined;
  return (
    <footer className={styles.footer} data-testid="home-footer">
      {settings.isPending ? <BlockSkeleton height={44} count={2} /> : null}
      {settings.isError ? <BlockError error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <MerchantLinks settings={settings.data} /> : null}
      {logos?.length === 0 ? null : (
        <div className={styles.group}>
          <FooterHeading>{t('home_providers')}</FooterHeading>
          {vendors.isPending ? <BlockSkeleton height={36} count={2} /> : null}
          {vendors.isError ? <BlockError error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
          {logos ? <VendorLogos vendors={logos} iconBase={settings.data?.vendorIconCDN} /> : null}
        </div>
      )}
      <AboutLinks />
      <Link to={paths.responsibleGaming} className={styles.about} data-testid="home-responsible-gaming">
        {t('route_responsible_gaming')}
      </Link>
      <LanguageSelect />
      <CopyrightLine />
    </footer>
  );
}
