import { useTranslation } from 'react-i18next';
import type { RewardOffer } from '@playdeck/api';
import { Button, EmptyState } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { StatusPill } from '@playdeck/ui/patterns';
import { ClaimButton } from '../applications/claim-button';
import { formatDate } from '@playdeck/i18n';
import { offerState } from './offer-state';

function OfferCard({ offer, onApply }: { offer: RewardOffer; onApply: (offer: RewardOffer) => void }) {
  const { t } = useTranslation();
  const { pill, action } = offerState(offer);
  const period =
    offer.endDate === null
      ? t('rewards_long_term', { from: formatDate(offer.startDate) })
      : `${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`;
  return (
    <Card as="li" padding="md" gap="sm" data-testid="reward-offer" data-offer-id={offer.id}>
      <Inline justify="spaceBetween" align="center">
        {/* Under the page's h1 only (the tabs carry no heading): each offer heads the second level. */}
        <Text as="h2" weight="bold">
          {offer.title}
        </Text>
        {pill ? <StatusPill state={pill} /> : null}
      </Inline>
      <Text size="sm" tone="muted">
        {period}
      </Text>
      <Text size="sm">{offer.description}</Text>
      {offer.application?.rejectReason && action === 'apply' ? (
        <Text size="sm" tone="danger">
          {t('rewards_reject_reason', { reason: offer.application.rejectReason })}
        </Text>
      ) : null}
      {action === 'apply' ? (
        <Button size="sm" onClick={() => onApply(offer)} data-testid="reward-apply">
          {offer.application ? t('rewards_apply_again') : t('rewards_apply')}
        </Button>
      ) : null}
      {action === 'claim' && offer.application ? <ClaimButton application={offer.application} /> : null}
    </Card>
  );
}

/** Offers of one kind as cards: period, description, the member's state, and what they can do. */
export function OfferList({
  offers,
  emptyText,
  onApply,
  testId,
}: {
  offers: readonly RewardOffer[];
  emptyText: string;
  onApply: (offer: RewardOffer) => void;
  testId: string;
}) {
  if (offers.length === 0) return <EmptyState title={emptyText} data-testid={`${testId}-empty`} />;
  return (
    <Stack as="ul" gap="sm" data-testid={testId}>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} onApply={onApply} />
      ))}
    </Stack>
  );
}
