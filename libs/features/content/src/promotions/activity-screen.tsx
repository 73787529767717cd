import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Promotion } from '@playdeck/api';
import { Skeleton } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import { usePromotions, type PromotionFilter } from '../shared/content-queries';
import { useCanMarkRead, useMarkRead } from '../shared/read-marking';
import { CategoryMenu } from './category-menu';
import { isPromotionFilter } from './promotion-categories';
import { PromotionCard } from './promotion-card';
import { ContentListState } from '../shared/content-list-state';

/** The category sits in the URL (?category=), so coming back from a detail shows the same filter. */
function useCategory(): [PromotionFilter, (category: PromotionFilter) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const category = isPromotionFilter(asked) ? asked : 'all';
  const select = useCallback(
    (next: PromotionFilter) => setParams(next === 'all' ? {} : { category: next }, { replace: true }),
    [setParams],
  );
  return [category, select];
}

function CardsSkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((index) => (
        <Stack key={index} gap="sm">
          <Skeleton shape="rect" width="100%" height={140} />
          <Skeleton width="70%" />
          <Skeleton width="45%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** /m/activity: promotions by category; a card opens /m/activityDetail?id=. */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const [category, setCategory] = useCategory();
  const query = usePromotions(category);
  const showReadMark = useCanMarkRead();
  const markRead = useMarkRead();
  // Spec section 4: an unread card flips read at once, the mark-read call follows, then the list reloads.
  const onOpen = (promotion: Promotion) => {
    if (!promotion.read) void markRead(promotion.id);
  };
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_activity')}>
      <CategoryMenu selected={category} onSelect={setCategory} />
      <ContentListState query={query} testId="promotions" skeleton={<CardsSkeleton />} emptyKey="content_promotions_empty">
        {(items) => (
          <Stack as="ul" gap="md" data-testid="promotion-list">
            {items.map((promotion, index) => (
              <PromotionCard key={promotion.id} promotion={promotion} showReadMark={showReadMark} onOpen={onOpen} priority={index === 0} />
            ))}
          </Stack>
        )}
      </ContentListState>
    </Stack>
  );
}
