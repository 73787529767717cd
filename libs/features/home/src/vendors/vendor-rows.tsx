import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { vendorIconUrl, type GameCategory, type VendorCard } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { Image } from '@playdeck/ui';
import { BlockEmpty } from '../blocks/block-states';
import { vendorDestination, vendorItemWidth } from './vendor-row-rules';
import * as styles from './vendor-rows.css';

interface VendorRowsProps {
  category: GameCategory;
  vendors: readonly VendorCard[];
  /** Without it (settings still loading or failed) the default image stands in for the icons. */
  iconBase: string | undefined;
}

/** The vendors of one category, each leading to its games (spec section 2, home game entrance). */
export function VendorRows({ category, vendors, iconBase }: VendorRowsProps) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <BlockEmpty title={t('home_vendors_empty')} />;
  const width = vendorItemWidth(category);
  return (
    <ul className={styles.list} data-testid="home-vendor-rows">
      {vendors.map((card) => (
        <li key={card.vassalage} className={styles.item} style={{ [styles.WIDTH_PROPERTY]: width } as CSSProperties} data-item-width={width}>
          <Link to={vendorDestination(category, card.vassalage)} className={styles.row} data-testid={`home-vendor-${card.vassalage}`}>
            <Image
              className={styles.icon}
              src={iconBase ? vendorIconUrl(iconBase, category, card.accountTypeName) : brandImages.defaultGame}
              fallbackSrc={brandImages.defaultGame}
              alt=""
              aspectRatio="7 / 3"
            />
            <span>{card.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
