import { Link } from 'react-router-dom';
import type { Promotion } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { paths, withQuery } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { Column, Columns, Stack, Text } from '@playdeck/ui/layout';
import { formatDate } from '@playdeck/i18n';
import { ReadMark } from '../shared/read-mark';
import { cardImageOf } from './promotion-images';
import { PromotionPeriodText } from './promotion-period';
import * as styles from './promotions.css';

export interface PromotionCardProps {
  promotion: Promotion;
  showReadMark: boolean;
  /** Called as the card opens the detail, before the route changes. */
  onOpen: (promotion: Promotion) => void;
  /** The first card's image is the largest thing on the page's first view: loaded at once, ahead of the rest. */
  priority?: boolean;
}

/** Card image (sequence 1, else the brand's default banner), title and YYYY/MM/DD period; opens the detail. */
export function PromotionCard({ promotion, showReadMark, onOpen, priority = false }: PromotionCardProps) {
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
        <Image
          src={cardImageOf(promotion.announcementImages) ?? brandImages.defaultBanner}
          fallbackSrc={brandImages.defaultBanner}
          alt=""
          aspectRatio="5 / 2"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          data-testid="promotion-card-image"
        />
        <Columns as="span" gap="sm" align="start" padding="md">
          <Column as="span">
            <Stack as="span" gap="xs">
              <Text as="span" size="md" weight="bold" data-testid="promotion-card-title">
                {promotion.title}
              </Text>
              <PromotionPeriodText promotion={promotion} format={formatDate} testId="promotion-card-period" />
            </Stack>
          </Column>
          {showReadMark ? <ReadMark read={promotion.read} /> : null}
        </Columns>
      </Link>
    </li>
  );
}
