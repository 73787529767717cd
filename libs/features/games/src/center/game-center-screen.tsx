import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GameCategory, VendorCard } from '@playdeck/api';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { LoadError, LotteryPageLinks, useGameLauncher, VendorEntry } from '@playdeck/game-kit';
import { useSiteSettings, useVendorStructure } from '@playdeck/site-data';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { RowTab } from '../row-tab';
import { CategoryWinners } from './category-winners';
import { ALL_TAB, centerTabPath, centerTabs, readCenterTab, type CenterTab } from './center-tabs';
import { scrollRow } from '../rows.css';
import * as styles from './game-center.css';

function CategoryVendors({
  category,
  vendors,
  iconBase,
}: {
  category: GameCategory;
  vendors: readonly VendorCard[];
  iconBase: string | undefined;
}) {
  const { t } = useTranslation();
  const launcher = useGameLauncher();
  return (
    <Stack as="section" gap="xs" aria-label={t(gameCategoryLabelKey(category))} data-testid={`game-center-${category}`}>
      <Text as="h2" size="md" tone="text">
        {t(gameCategoryLabelKey(category))}
      </Text>
      <ul className={styles.vendors}>
        {vendors.map((card) => (
          <li key={card.vassalage}>
            <VendorEntry
              category={category}
              card={card}
              iconBase={iconBase}
              launcher={launcher}
              className={styles.vendor}
              iconClassName={styles.vendorIcon}
              testId={`game-center-vendor-${category}-${card.vassalage}`}
            >
              <Text as="span" size="xs" weight="regular" tone="muted">
                {t('game_count', { count: card.gameCount })}
              </Text>
            </VendorEntry>
          </li>
        ))}
      </ul>
      {category === 'LOTT' ? <LotteryPageLinks testId="game-center-lottery-pages" /> : null}
    </Stack>
  );
}

/** /m/gameCenter?gameCategory= (spec section 2): tabs ALL plus each category; vendor rows per category. */
export default function GameCenterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tab = readCenterTab(search);
  const structure = useVendorStructure();
  const settings = useSiteSettings();

  if (structure.isPending) return <Skeleton shape="rect" height={240} />;
  if (structure.isError) return <LoadError error={structure.error} onRetry={() => void structure.refetch()} testId="game-center-error" />;

  const sorted = structure.data.sorting.map((entry) => entry.gameCategory);
  const shown = tab === ALL_TAB ? sorted : sorted.filter((category) => category === tab);
  const select = (next: CenterTab) => navigate(centerTabPath(next), { replace: next !== 'RNG' });

  return (
    <Stack gap="sm" padding="sm" data-testid="game-center-screen">
      <div className={scrollRow} role="tablist" aria-label={t('game_center_tabs')}>
        {centerTabs(sorted).map((entry) => (
          <RowTab key={entry} selected={entry === tab} onSelect={() => select(entry)} testId={`game-center-tab-${entry}`}>
            {t(entry === ALL_TAB ? 'game_category_ALL' : gameCategoryLabelKey(entry))}
          </RowTab>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('game_center_empty')} data-testid="game-center-empty" />
      ) : (
        shown.map((category) => (
          <CategoryVendors
            key={category}
            category={category}
            vendors={structure.data.mapping[category] ?? []}
            iconBase={settings.data?.vendorIconCDN}
          />
        ))
      )}
      {/* One category's page also shows its big wins: below the vendors, so it loads after them and moves nothing. */}
      {tab !== ALL_TAB && shown.length > 0 ? <CategoryWinners category={tab} /> : null}
    </Stack>
  );
}
