import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecuritySummary } from '@playdeck/api';
import { Stack, Text, TitledCard } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useSecuritySummary } from '../shared/security-summary-query';

export interface BoundContactScreenProps {
  /** i18n key of the page's name (the route title). */
  titleKey: string;
  testId: string;
  /** The address bound now, masked, or null. */
  current: (summary: SecuritySummary) => string | null;
  introKey: string;
  children: ReactNode;
}

/** The frame of a bind page: what is bound now (or that nothing is), then the form to bind another. */
export function BoundContactScreen({ titleKey, testId, current, introKey, children }: BoundContactScreenProps) {
  const { t } = useTranslation();
  const summary = useSecuritySummary();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t(titleKey)}>
      <QueryState query={summary} testId={testId} titleKey="security_load_failed" skeletonRows={3}>
        {(data) => {
          const bound = current(data);
          return (
            <TitledCard heading={t(titleKey)}>
              <Text size="sm" tone="muted" data-testid={`${testId}-current`}>
                {bound ? t('security_bound_now', { value: bound }) : t('security_bound_none')}
              </Text>
              <Text size="sm" tone="muted">
                {t(introKey)}
              </Text>
              {children}
            </TitledCard>
          );
        }}
      </QueryState>
    </Stack>
  );
}
