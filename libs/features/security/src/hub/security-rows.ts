import type { TFunction } from 'i18next';
import type { SecuritySummary } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';
import type { SectionedListSection } from '@playdeck/ui/patterns';
import type { OffersControl } from '../responsible-gaming/offered-controls';
import { RG_PAGE_PARAM, RG_PAGES } from '../responsible-gaming/rg-pages';

/** What the hub opens over itself rather than as a page. */
export interface SecurityHubActions {
  openRealityCheck: () => void;
}

/** The hub's rows, each with its state, leading to the page that sets or changes it. */
export function securitySections(
  summary: SecuritySummary,
  t: TFunction,
  actions: SecurityHubActions,
  offers: OffersControl,
): SectionedListSection[] {
  const setOrNot = (set: boolean) => t(set ? 'security_state_set' : 'security_state_not_set');
  const back = { redirect: paths.securityCenter };
  return [
    {
      id: 'passwords',
      title: t('security_section_passwords'),
      rows: [
        { id: 'login-password', label: t('security_row_login_password'), to: paths.changePsw },
        {
          id: 'payment-password',
          label: t('security_row_payment_password'),
          value: setOrNot(summary.hasPaymentPassword),
          to: withQuery(paths.paymentPassword, back),
        },
        {
          id: 'security-questions',
          label: t('security_row_questions'),
          value: setOrNot(summary.hasSecurityQuestions),
          to: paths.securityQuestions,
        },
      ],
    },
    {
      id: 'bound',
      title: t('security_section_bound'),
      rows: [
        {
          id: 'mobile',
          label: t('security_row_mobile'),
          value: summary.mobile ?? t('security_state_not_bound'),
          to: paths.bindMobile,
        },
        {
          id: 'email',
          label: t('security_row_email'),
          value: summary.email ?? t('security_state_not_bound'),
          to: paths.bindEmail,
        },
        {
          id: 'bank-cards',
          label: t('security_row_bank_cards'),
          value: summary.bankCardCount > 0 ? t('security_bank_card_count', { count: summary.bankCardCount }) : t('security_state_none'),
          to: paths.bankCards,
        },
        { id: 'kyc', label: t('security_row_kyc'), to: paths.kyc },
      ],
    },
    {
      id: 'responsible-gaming',
      title: t('security_section_rg'),
      // Only the controls the brand offers (brand.json responsibleGaming.controls).
      rows: [
        ...(offers('depositLimit') || offers('lossLimit')
          ? [
              {
                id: 'rg-limits',
                label: t('security_row_rg_limits'),
                to: withQuery(paths.securityCenter, { [RG_PAGE_PARAM]: RG_PAGES.limits }),
              },
            ]
          : []),
        ...(offers('timeOut') || offers('selfExclusion')
          ? [
              {
                id: 'rg-break',
                label: t('security_row_rg_break'),
                to: withQuery(paths.securityCenter, { [RG_PAGE_PARAM]: RG_PAGES.break }),
              },
            ]
          : []),
        ...(offers('realityCheck')
          ? [{ id: 'reality-check', label: t('security_row_reality_check'), onSelect: actions.openRealityCheck }]
          : []),
      ],
    },
  ].filter((section) => section.rows.length > 0);
}
