import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory, VendorCard } from '@playdeck/api';
import { useGameLauncher, VendorEntry } from '@playdeck/game-kit';
import { Inline } from '@playdeck/ui/layout';
import { BlockEmpty } from '../blocks/block-states';
import { vendorItemWidth } from './vendor-row-rules';
import * as styles from './vendor-rows.css';

interface VendorRowsProps {
  category: GameCategory;
  vendors: readonly VendorCard[];
  /** Without it (settings still loading or failed) the default image stands in for the icons. */
  iconBase: string | undefined;
}

/** The vendors of one category: slots lead to the provider's slots centre, the rest launch (spec section 2). */
export function VendorRows({ category, vendors, iconBase }: VendorRowsProps) {
  const { t } = useTranslation();
  const launcher = useGameLauncher();
  if (vendors.length === 0) return <BlockEmpty title={t('home_vendors_empty')} />;
  const width = vendorItemWidth(category);
  return (
    <Inline as="ul" gap="sm" align="stretch" data-testid="home-vendor-rows">
      {vendors.map((card) => (
        <li
          key={card.vassalage}
          className={styles.item}
          style={{ [styles.WIDTH_PROPERTY]: width } as CSSProperties}
          data-item-width={width}
        >
          <VendorEntry
            category={category}
            card={card}
            iconBase={iconBase}
            launcher={launcher}
            className={styles.row}
            iconClassName={styles.icon}
            testId={`home-vendor-${card.vassalage}`}
          />
        </li>
      ))}
    </Inline>
  );
}
