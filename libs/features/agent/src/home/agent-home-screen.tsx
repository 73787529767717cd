import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router-dom';
import type { TeamKpi } from '@playdeck/api';
import { brand, brandAgentMenu, brandFeatureOn } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { useSessionStore } from '@playdeck/session';
import { formatMoney, useMemberWallet } from '@playdeck/site-data';
import { GuardedLink, visuallyHidden } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useTeamKpi } from '../shared/team-queries';
import { todayQuery } from '../shared/team-range';
import { enabledAgentMenu } from './agent-menu';
import { GREETING_KEY, greetingFor } from './greeting';
import * as styles from './agent-home.css';

/** The four team counters (spec section 3, Team KPI), in the order the home shows them. */
export const KPI_COUNTERS = [
  { id: 'teamLoginMemberCount', labelKey: 'agent_kpi_login' },
  { id: 'teamBetMemberCount', labelKey: 'agent_kpi_bet' },
  { id: 'teamRegisterMemberCount', labelKey: 'agent_kpi_register' },
  { id: 'teamOnlineCount', labelKey: 'agent_kpi_online' },
] as const satisfies readonly { id: keyof TeamKpi; labelKey: string }[];

export function KpiCounters({ kpi }: { kpi: TeamKpi }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.counters} style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="agent-kpi">
      {KPI_COUNTERS.map((counter) => (
        <li key={counter.id} className={styles.counter}>
          <Text size="sm" tone="muted">
            {t(counter.labelKey)}
          </Text>
          <span className={styles.counterValue} data-testid={`kpi-${counter.id}`}>
            {kpi[counter.id]}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Greeting() {
  const { t } = useTranslation();
  const username = useSessionStore((state) => state.session?.userName ?? '');
  const wallet = useMemberWallet();
  const greeting = greetingFor(new Date().getHours());
  return (
    <Card gap="sm" data-testid="agent-greeting">
      <Text as="h2" size="lg" weight="bold" data-greeting={greeting}>
        {t(GREETING_KEY[greeting])}, <span data-testid="agent-username">{username}</span>
      </Text>
      <Text size="sm" tone="muted">
        {t('agent_total_balance')} <strong data-testid="agent-balance">{wallet.data ? formatMoney(wallet.data.sumBalance) : '…'}</strong>
      </Text>
    </Card>
  );
}

/** Spec section 5: navigation from the agent home does nothing without a session (read at the tap: it may just have ended). */
function stayWithoutSession(event: MouseEvent<HTMLAnchorElement>): void {
  if (!useSessionStore.getState().session?.token) event.preventDefault();
}

function AgentLink(props: LinkProps) {
  return <Link {...props} onClick={stayWithoutSession} />;
}

function NavigationGrid() {
  const { t } = useTranslation();
  // The brand's customer service (a feature cannot read the shell's site status, where the platform may override it).
  const serviceUrl = brand.links.customerService;
  const entries = enabledAgentMenu(brandAgentMenu());
  return (
    <nav aria-label={t('agent_menu')}>
      <ul className={styles.grid} data-testid="agent-menu">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AgentLink to={entry.to} className={styles.tile} data-testid={`agent-menu-${entry.id}`}>
              {t(entry.labelKey)}
            </AgentLink>
          </li>
        ))}
        <li>
          <GuardedLink href={serviceUrl} className={styles.tile} onClick={stayWithoutSession} data-testid="agent-menu-service">
            {t('agent_menu_service')}
            <span className={visuallyHidden}>({t('opens_new_tab')})</span>
          </GuardedLink>
        </li>
      </ul>
    </nav>
  );
}

function AgentFooter() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent_footer')} className={styles.footer} data-testid="agent-footer">
      <AgentLink to={paths.home} className={styles.footerLink} data-testid="agent-footer-home">
        {t('route_home')}
      </AgentLink>
      <AgentLink to={paths.memberHome} className={styles.footerLink} data-testid="agent-footer-member">
        {t('route_member_home')}
      </AgentLink>
      {brandFeatureOn('agent.dividend') ? (
        <AgentLink to={paths.agentDividend} className={styles.footerLink} data-testid="agent-footer-dividend">
          {t('route_agent_dividend')}
        </AgentLink>
      ) : null}
    </nav>
  );
}

/**
 * /m/agent: a greeting by the local hour, the balance, today's four team counters, the grid of the agent
 * screens the brand enables, online service (always) and a footer with the dividend item when enabled.
 */
export default function AgentHomeScreen() {
  const { t } = useTranslation();
  const today = useMemo(() => todayQuery(new Date()), []);
  const kpi = useTeamKpi(today);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_agent')}>
      <Greeting />
      <Stack gap="sm">
        <Text as="h3" size="md" weight="bold">
          {t('agent_today')}
        </Text>
        <QueryState query={kpi} testId="agent-kpi" titleKey="agent_load_failed" skeletonRows={4}>
          {(data) => <KpiCounters kpi={data} />}
        </QueryState>
      </Stack>
      <NavigationGrid />
      <AgentFooter />
    </Stack>
  );
}
