import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Stack, Text } from '@playdeck/ui/layout';
import { SectionedList, type RowLinkComponent } from '@playdeck/ui/patterns';
import { QueryState } from '@playdeck/screen-kit';
import { RG_PAGE_PARAM, rgPageOf } from '../responsible-gaming/rg-pages';
import { useSecuritySummary } from '../shared/security-summary-query';
import { useOffersControl } from '../responsible-gaming/offered-controls';
import { securitySections } from './security-rows';
import { SignOutEverywhere } from './sign-out-everywhere';

// The setting loads when the member first opens it.
const RealityCheckSheet = /* @__PURE__ */ lazy(() => import('../reality-check/reality-check-sheet'));

const RouterRowLink: RowLinkComponent = ({ to, ...props }) => <Link to={to} {...props} />;
const RG_SCREENS = {
  limits: lazy(() => import('../responsible-gaming/rg-limits-screen')),
  break: lazy(() => import('../responsible-gaming/rg-break-screen')),
};

/**
 * /m/securityCenter: the member's protections at a glance (set or not, bound addresses masked), each row
 * leading to the page that sets or changes it. With ?rg=limits or ?rg=break, the responsible-gaming page
 * instead (rg-pages.ts says why they share this route).
 */
export default function SecurityCenterScreen() {
  const [params] = useSearchParams();
  const rgPage = rgPageOf(params.get(RG_PAGE_PARAM));
  if (!rgPage) return <SecurityHub />;
  const RgScreen = RG_SCREENS[rgPage];
  return (
    <Suspense fallback={null}>
      <RgScreen />
    </Suspense>
  );
}

function SecurityHub() {
  const { t } = useTranslation();
  const summary = useSecuritySummary();
  const [realityCheck, setRealityCheck] = useState<'closed' | 'open' | 'never'>('never');
  const actions = { openRealityCheck: () => setRealityCheck('open') };
  const offers = useOffersControl();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_security_center')}>
      <Text size="sm" tone="muted">
        {t('security_intro')}
      </Text>
      <QueryState query={summary} testId="security-center" titleKey="security_load_failed" skeletonRows={4}>
        {(data) => (
          <SectionedList
            sections={securitySections(data, t, actions, offers)}
            linkComponent={RouterRowLink}
            data-testid="security-center"
          />
        )}
      </QueryState>
      <SignOutEverywhere />
      {/* Stays mounted once opened, so the sheet can play its closing animation. */}
      {realityCheck !== 'never' ? (
        <Suspense fallback={null}>
          <RealityCheckSheet open={realityCheck === 'open'} onClose={() => setRealityCheck('closed')} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
