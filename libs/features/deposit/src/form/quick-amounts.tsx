import { useTranslation } from 'react-i18next';
import { wireToMinor } from '@playdeck/api';
import { Button } from '@playdeck/ui';
import { Inline } from '@playdeck/ui/layout';
import { formatMoney } from '@playdeck/site-data';

export interface QuickAmountsProps {
  /** The channel's chips, wire amounts. */
  amounts: readonly number[];
  /** The amount in the field now, in minor units (null when it is not a valid amount). */
  selectedMinor: number | null;
  onPick: (minor: number) => void;
}

/** Chips that fill the amount field with one of the channel's usual amounts. */
export function QuickAmounts({ amounts, selectedMinor, onPick }: QuickAmountsProps) {
  const { t } = useTranslation();
  if (amounts.length === 0) return null;
  return (
    <Inline gap="sm" role="group" aria-label={t('deposit_quick_amounts')} data-testid="deposit-quick-amounts">
      {amounts.map((amount) => {
        const minor = wireToMinor(amount);
        const selected = minor === selectedMinor;
        return (
          <Button
            key={minor}
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            onClick={() => onPick(minor)}
            data-testid="deposit-quick-amount"
            data-minor={minor}
          >
            {formatMoney(minor)}
          </Button>
        );
      })}
    </Inline>
  );
}
