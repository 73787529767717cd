import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Stack, Text } from '@playdeck/ui/layout';
import { SectionedList, type RowLinkComponent } from '@playdeck/ui/patterns';
import { QueryState } from '@playdeck/screen-kit';
import { useSecuritySummary } from '../shared/security-summary-query';
import { securitySections } from './security-rows';
import { SignOutEverywhere } from './sign-out-everywhere';

// The setting loads when the member first opens it.
const RealityCheckSheet = /* @__PURE__ */ lazy(() => import('../reality-check/reality-check-sheet'));

const RouterRowLink: RowLinkComponent = ({ to, ...props }) => <Link to={to} {...props} />;

/**
 * /m/securityCenter: the member's protections at a glance (set or not, bound addresses masked), each row
 * leading to the page that sets or changes it.
 */
export default function SecurityCenterScreen() {
  const { t } = useTranslation();
  const summary = useSecuritySummary();
  const [realityCheck, setRealityCheck] = useState<'closed' | 'open' | 'never'>('never');
  const actions = { openRealityCheck: () => setRealityCheck('open') };
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_security_center')}>
      <Text size="sm" tone="muted">
        {t('security_intro')}
      </Text>
      <QueryState query={summary} testId="security-center" titleKey="security_load_failed" skeletonRows={4}>
        {(data) => (
          <SectionedList sections={securitySections(data, t, actions)} linkComponent={RouterRowLink} data-testid="security-center" />
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
