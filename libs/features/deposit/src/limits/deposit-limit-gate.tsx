import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RgLimits } from '@playdeck/api';
import { useResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { paths, withQuery } from '@playdeck/routes';
import { QueryState } from '@playdeck/screen-kit';
import { EmptyState, usePendingWhile } from '@playdeck/ui';
import { useRgLimits } from '../data/deposit-queries';

/** Whether the member has a deposit limit in force (any period). */
export const hasDepositLimit = ({ limits }: RgLimits): boolean => limits.some((limit) => limit.kind === 'DEPOSIT' && limit.amount !== null);

/** The security centre's limits page (its `?rg=limits`), where the member sets one. */
export const LIMITS_PAGE = withQuery(paths.securityCenter, { rg: 'limits' });

function LimitRequired() {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="status"
      title={t('deposit_rg_limit_required')}
      action={
        <Link to={LIMITS_PAGE} data-testid="deposit-rg-set-limit">
          {t('deposit_rg_limit_required_link')}
        </Link>
      }
      data-testid="deposit-rg-limit-required"
    />
  );
}

interface GateProps {
  /** What the deposit form shows once allowed. */
  children: ReactNode;
  /** Shown while the rules or the member's limits load. */
  skeleton: ReactNode;
}

function WithDepositLimit({ children, skeleton }: GateProps) {
  const limits = useRgLimits();
  return (
    <QueryState query={limits} testId="deposit-rg-limits" titleKey="deposit_load_failed" skeleton={skeleton}>
      {(value) => (hasDepositLimit(value) ? children : <LimitRequired />)}
    </QueryState>
  );
}

/**
 * Where the brand asks for a deposit limit at registration (brand.json `responsibleGaming.depositLimitAtRegistration`),
 * no deposit is taken until the member has one: setting it after registering may have failed, or the member
 * registered elsewhere. The notice leads to the limits page. Other brands' members deposit as before. Loaded
 * lazily with the rules (home's first render lists every chunk the deposit screen's chunk needs).
 */
export default function DepositLimitGate({ children, skeleton }: GateProps) {
  const rules = useResponsibleGamingRules();
  usePendingWhile(rules === undefined);
  if (rules === undefined) return <>{skeleton}</>;
  if (!rules.depositLimitAtRegistration) return <>{children}</>;
  return <WithDepositLimit skeleton={skeleton}>{children}</WithDepositLimit>;
}
