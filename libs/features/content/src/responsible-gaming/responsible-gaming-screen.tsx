import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand, type ResponsibleGamingControl, type ResponsibleGamingPage } from '@playdeck/brand';
import { responsibleGamingPage, useResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';
import { GuardedLink, Skeleton, visuallyHidden } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
// A row per way on, drawn as the help menu draws its links (composed in a .css.ts, so no screen's chunk carries ui's recipes).
import { menuLink } from '../help/help.css';

/** Each control's name and what it does, in the order brand.json lists the controls. */
const CONTROL_TEXTS: Record<ResponsibleGamingControl, { titleKey: string; bodyKey: string }> = {
  depositLimit: { titleKey: 'rg_control_deposit_limit', bodyKey: 'rg_control_deposit_limit_body' },
  lossLimit: { titleKey: 'rg_control_loss_limit', bodyKey: 'rg_control_loss_limit_body' },
  realityCheck: { titleKey: 'rg_control_reality_check', bodyKey: 'rg_control_reality_check_body' },
  timeOut: { titleKey: 'rg_control_time_out', bodyKey: 'rg_control_time_out_body' },
  selfExclusion: { titleKey: 'rg_control_self_exclusion', bodyKey: 'rg_control_self_exclusion_body' },
};

function NewTabHint() {
  const { t } = useTranslation();
  return <span className={visuallyHidden}> ({t('opens_new_tab')})</span>;
}

/** The number as the phone app dials it: digits and a leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function Controls({ controls }: { controls: readonly ResponsibleGamingControl[] }) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const titleId = useId();
  return (
    <Card as="section" gap="sm" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size="lg" weight="bold">
        {t('rg_page_controls_title')}
      </Text>
      <Stack as="ul" gap="sm" data-testid="rg-controls">
        {controls.map((control) => (
          <li key={control} data-testid={`rg-control-${control}`}>
            <Text as="h3" size="md" weight="bold">
              {t(CONTROL_TEXTS[control].titleKey)}
            </Text>
            <Text size="sm" tone="muted">
              {t(CONTROL_TEXTS[control].bodyKey)}
            </Text>
          </li>
        ))}
      </Stack>
      {signedIn ? (
        <Link to={paths.securityCenter} className={menuLink} data-testid="rg-security-centre">
          {t('rg_page_set_controls')}
        </Link>
      ) : (
        <Link to={paths.login} className={menuLink} data-testid="rg-sign-in">
          {t('rg_page_sign_in')}
        </Link>
      )}
    </Card>
  );
}

function Help({ page }: { page: ResponsibleGamingPage }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { helpline, links } = page;
  return (
    <Card as="section" gap="sm" aria-labelledby={titleId} data-testid="rg-help">
      <Text as="h2" id={titleId} size="lg" weight="bold">
        {t('rg_page_help_title')}
      </Text>
      <Text size="md">{t('rg_page_help_intro')}</Text>
      <Text as="h3" size="md" weight="bold" data-testid="rg-helpline-name">
        {helpline.name}
      </Text>
      {helpline.phone ? (
        <GuardedLink href={telHref(helpline.phone)} contact newTab={false} className={menuLink} data-testid="rg-helpline-phone">
          {t('rg_page_helpline_call', { phone: helpline.phone })}
        </GuardedLink>
      ) : null}
      {helpline.url ? (
        <GuardedLink href={helpline.url} className={menuLink} data-testid="rg-helpline-url">
          {t('rg_page_helpline_website')}
          <NewTabHint />
        </GuardedLink>
      ) : null}
      {links.length > 0 ? (
        <Stack as="ul" gap="none" aria-label={t('rg_page_links')} data-testid="rg-links">
          {links.map((link) => (
            <li key={link.url}>
              <GuardedLink href={link.url} className={menuLink}>
                {link.label}
                <NewTabHint />
              </GuardedLink>
            </li>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}

/**
 * /m/responsibleGaming: what the brand's responsible-gaming controls do (only those brand.json offers), the way into
 * the security centre to set them, and the brand's helpline and links for the member's language.
 */
export default function ResponsibleGamingScreen() {
  const { t, i18n } = useTranslation();
  const { languages } = useBrand();
  const rules = useResponsibleGamingRules();
  // The rules' own chunk is a few hundred bytes: a short wait, shown as the page's outline.
  if (!rules) {
    return (
      <Stack gap="md" padding="lg" aria-busy="true" aria-label={t('loading')} data-testid="responsible-gaming-loading">
        <Skeleton shape="rect" height={48} />
        <Skeleton shape="rect" height={240} />
      </Stack>
    );
  }
  const page = responsibleGamingPage(rules, i18n.language, languages.default);
  return (
    <Stack gap="md" padding="lg" data-testid="responsible-gaming">
      <Text size="md">{t('rg_page_intro')}</Text>
      <Controls controls={rules.controls} />
      {page ? <Help page={page} /> : null}
    </Stack>
  );
}
