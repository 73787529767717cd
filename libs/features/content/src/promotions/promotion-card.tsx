import { Link } from 'react-router-dom';
import type { Promotion } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { paths, withQuery } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { formatListDate } from '../shared/content-dates';
import * as shared from '../shared/content.css';
import { ReadMark } from '../shared/read-mark';
import { cardImageOf } from './promotion-images';
import { PromotionPeriodText } from './promotion-period';
import * as styles from './promotions.css';

export interface PromotionCardProps {
  promotion: Promotion;
  showReadMark: boolean;
  /** Called as the card opens the detail, before the route changes. */
  onOpen: (promotion: Promotion) => void;
}

/** Card image (sequence 1, else the brand's default banner), title and YYYY/MM/DD period; opens the detail. */
export function PromotionCard({ promotion, showReadMark, onOpen }: PromotionCardProps) {
  return (
    <li>
      <Link
        to={withQuery(paths.activityDetail, { id: promotion.id })}
        className={styles.card}
        onClick={() => onOpen(promotion)}
        data-testid="promotion-card"
        data-id={promotion.id}
        data-category={promotion.category}
      >
        <Image src={cardImageOf(promotion.announcementImages) ?? brandImages.defaultBanner} fallbackSrc={brandImages.defaultBanner} alt="" aspectRatio="5 / 2" />
        <span className={styles.cardBody}>
          <span className={styles.cardText}>
            <span className={styles.cardTitle} data-testid="promotion-card-title">
              {promotion.title}
            </span>
            <PromotionPeriodText promotion={promotion} format={formatListDate} className={shared.muted} testId="promotion-card-period" />
          </span>
          {showReadMark ? <ReadMark read={promotion.read} /> : null}
        </span>
      </Link>
    </li>
  );
}
