import { useTranslation } from 'react-i18next';
import { Skeleton, Tab, TabList, Tabs } from '@playdeck/ui';
import { LoadError } from '@playdeck/screen-kit';
import type { PromotionFilter } from '../shared/content-queries';
import { usePromotionCatalog } from '../shared/content-queries';
import { categoriesInUse, categoryLabelKey } from './promotion-categories';
import * as styles from './promotions.css';

export interface CategoryMenuProps {
  selected: PromotionFilter;
  onSelect: (category: PromotionFilter) => void;
}

/** The filter menu: 'all' and the categories live promotions have, translated (spec sections 2, 9). */
export function CategoryMenu({ selected, onSelect }: CategoryMenuProps) {
  const { t } = useTranslation();
  const catalog = usePromotionCatalog();
  if (catalog.isPending) {
    return (
      <div className={styles.menuLoading} aria-busy="true" aria-label={t('loading')} data-testid="promotion-menu-loading">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="rect" width={88} height={36} />
        ))}
      </div>
    );
  }
  if (catalog.data === undefined) {
    return (
      <LoadError
        error={catalog.error}
        onRetry={() => void catalog.refetch()}
        retrying={catalog.isFetching}
        testId="promotion-menu"
        titleKey="content_load_failed"
      />
    );
  }
  const categories = categoriesInUse(catalog.data);
  // Nothing to filter: the list below says there are no promotions.
  if (categories.length <= 1) return null;
  return (
    <Tabs value={selected} onChange={(value) => onSelect(value as PromotionFilter)}>
      <TabList className={styles.menu} aria-label={t('content_promotion_categories')} data-testid="promotion-menu">
        {categories.map((category) => (
          <Tab key={category} value={category} data-testid={`promotion-category-${category}`}>
            {t(categoryLabelKey(category))}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
