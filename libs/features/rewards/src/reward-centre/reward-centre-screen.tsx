import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardApplication, RewardOffer } from '@playdeck/api';
import { Tab, TabList, TabPanel, Tabs, useToast } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { ApplicationList } from '../applications/application-list';
import { ApplySheet } from '../apply/apply-sheet';
import { OfferList } from '../offers/offer-list';
import { PromoCodeForm } from '../promo-code/promo-code-form';
import { useClubBenefits, usePromotions } from '../shared/reward-queries';

export const REWARD_TABS = ['promotions', 'benefits', 'applications', 'code'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

/** An offers tab: the promotions or the club benefits, each with its own query and empty text. */
function OffersTab({
  useOffers,
  emptyKey,
  testId,
  onApply,
}: {
  useOffers: typeof usePromotions;
  emptyKey: string;
  testId: string;
  onApply: (offer: RewardOffer) => void;
}) {
  const { t } = useTranslation();
  const query = useOffers();
  return (
    <QueryState query={query} testId={testId} titleKey="rewards_load_failed">
      {({ list }) => <OfferList offers={list} emptyText={t(emptyKey)} onApply={onApply} testId={testId} />}
    </QueryState>
  );
}

/**
 * /m/rewardCenter: available promotions and member-club benefits (apply, or claim an issued bonus), the
 * member's applications with their states, and promo-code redemption. Applying opens a sheet; once sent,
 * the member's applications show it.
 */
export default function RewardCentreScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const [tab, setTab] = useState<RewardTab>('promotions');
  const [applying, setApplying] = useState<RewardOffer | null>(null);
  const applied = (application: RewardApplication) => {
    setApplying(null);
    toast.show({ message: t('rewards_applied', { title: application.offerTitle }), kind: 'success' });
    setTab('applications');
  };
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_reward_center')} data-testid="reward-centre">
      <Tabs value={tab} onChange={(next) => setTab(next as RewardTab)}>
        <TabList aria-label={t('route_reward_center')}>
          {REWARD_TABS.map((value) => (
            <Tab key={value} value={value} data-testid={`reward-tab-${value}`}>
              {t(`rewards_tab_${value}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="promotions">
          <OffersTab useOffers={usePromotions} emptyKey="rewards_promotions_empty" testId="reward-promotions" onApply={setApplying} />
        </TabPanel>
        <TabPanel value="benefits">
          <OffersTab useOffers={useClubBenefits} emptyKey="rewards_benefits_empty" testId="reward-benefits" onApply={setApplying} />
        </TabPanel>
        <TabPanel value="applications">
          <ApplicationList />
        </TabPanel>
        <TabPanel value="code">
          <PromoCodeForm />
        </TabPanel>
      </Tabs>
      <ApplySheet offer={applying} onClose={() => setApplying(null)} onApplied={applied} />
    </Stack>
  );
}
