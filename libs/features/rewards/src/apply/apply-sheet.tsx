import { useTranslation } from 'react-i18next';
import type { RewardApplication, RewardOffer } from '@playdeck/api';
import { Sheet } from '@playdeck/ui';
import { ApplyForm } from './apply-form';

/** The apply form over the reward centre, for one offer; closing it drops what was typed. */
export function ApplySheet({
  offer,
  onClose,
  onApplied,
}: {
  offer: RewardOffer | null;
  onClose: () => void;
  onApplied: (application: RewardApplication) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={offer !== null}
      onClose={onClose}
      title={offer ? t('rewards_apply_title', { title: offer.title }) : undefined}
      closeLabel={t('rewards_close')}
    >
      {offer ? <ApplyForm key={offer.id} offer={offer} onApplied={onApplied} /> : null}
    </Sheet>
  );
}
