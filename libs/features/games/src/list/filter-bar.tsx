import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFICATIONS, MIN_BET_OPTIONS, type GameCategory, type RoomType, type VendorCard } from '@playdeck/api';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { useVendorGameTypes } from '@playdeck/site-data';
import { Sheet } from '@playdeck/ui';
import { Inline, Stack } from '@playdeck/ui/layout';
import * as styles from './game-list.css';
import * as rowStyles from '../rows.css';
import type { GameFilters } from './list-state';
import { LabelledSelect } from './labelled-select';
import { NameSearch } from './name-search';
import { offeredClassifications } from './offered-classifications';
import { useGameMenu } from './game-menu-query';

/** The menu's options, plus the one chosen (from a URL) when the menu lacks it. */
function withChosen<T extends string>(options: readonly T[], chosen: T | ''): T[] {
  return chosen && !options.includes(chosen) ? [...options, chosen] : [...options];
}

interface FilterBarProps {
  gameType: GameCategory;
  filters: GameFilters;
  vendors: readonly VendorCard[];
  onChange: (change: Partial<GameFilters>) => void;
  onClear: () => void;
  /** The slots centre picks its provider above the list instead. */
  showVendorPicker?: boolean;
}

/**
 * Vendor picker, name search, classification tabs and minimum bet (spec section 2, game filter bar). The
 * classification tabs are those the vendor (or the category's vendors) have, by the vendor game types; the
 * minimum-lines and room filters show where the game menus offer lines or room types (a chosen one stays, so
 * it can be seen and cleared).
 */
export function FilterBar({ gameType, filters, vendors, onChange, onClear, showVendorPicker = true }: FilterBarProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const vendorName = vendors.find((card) => card.vassalage === filters.vassalage)?.displayName ?? filters.vassalage;
  const anyFilter = Object.values(filters).some((value) => value !== '');
  const gameTypes = useVendorGameTypes();
  const offered = offeredClassifications(gameTypes.data?.content, gameType, filters.vassalage);
  // The chosen tab stays, so a filter the vendor lacks can still be seen and cleared.
  const menu = useGameMenu(gameType, filters.vassalage).data;
  const lineOptions = withChosen(menu?.lines.map(String) ?? [], filters.minLine);
  const roomOptions = withChosen<RoomType>(menu?.roomTypes ?? [], filters.roomType);
  const classifyTabs = GAME_CLASSIFICATIONS.filter(
    (classify) => !offered || offered.includes(classify) || filters.gameClassify === classify,
  );
  const choose = (vassalage: string) => {
    setPicking(false);
    onChange({ vassalage });
  };

  return (
    <Stack gap="xs" data-testid="game-filter-bar">
      <Inline gap="xs" align="end">
        {showVendorPicker && (
          <button
            type="button"
            className={styles.filterButton}
            onClick={() => setPicking(true)}
            aria-haspopup="dialog"
            data-testid="game-filter-vendor"
          >
            {filters.vassalage ? vendorName : t('game_filter_all_vendors')}
          </button>
        )}
        <NameSearch value={filters.gameName} onCommit={(gameName) => onChange({ gameName })} />
      </Inline>
      <div className={styles.tabs} role="group" aria-label={t('game_filter_classify')} data-testid="game-filter-classify">
        {/* The tabs share the row, so each one's size depends on how many there are: they appear together once the
            vendor game types are known (the row keeps its height meanwhile), and none moves (CLS 0). */}
        {(gameTypes.isPending ? [] : (['', ...classifyTabs] as const)).map((classify) => (
          <button
            key={classify || 'all'}
            type="button"
            className={rowStyles.tab}
            aria-pressed={filters.gameClassify === classify}
            onClick={() => onChange({ gameClassify: classify })}
            data-testid={`game-filter-classify-${classify || 'all'}`}
          >
            {classify ? t(`game_classify_${classify}`) : t('game_filter_all')}
          </button>
        ))}
      </div>
      <Inline gap="xs" align="end">
        <LabelledSelect
          label={t('game_filter_min_bet')}
          value={filters.minBet}
          onChange={(value) => onChange({ minBet: value })}
          testId="game-filter-min-bet"
        >
          <option value="">{t('game_filter_all')}</option>
          {MIN_BET_OPTIONS.map((minBet) => (
            <option key={minBet} value={String(minBet)}>
              {minBet}
            </option>
          ))}
        </LabelledSelect>
        {lineOptions.length > 0 && (
          <LabelledSelect
            label={t('game_filter_min_line')}
            value={filters.minLine}
            onChange={(value) => onChange({ minLine: value })}
            testId="game-filter-min-line"
          >
            <option value="">{t('game_filter_all')}</option>
            {lineOptions.map((lines) => (
              <option key={lines} value={lines}>
                {t('game_filter_min_line_option', { count: Number(lines) })}
              </option>
            ))}
          </LabelledSelect>
        )}
        {roomOptions.length > 0 && (
          <LabelledSelect
            label={t('game_filter_room')}
            value={filters.roomType}
            onChange={(value) => onChange({ roomType: value as RoomType | '' })}
            testId="game-filter-room"
          >
            <option value="">{t('game_filter_all')}</option>
            {roomOptions.map((roomType) => (
              <option key={roomType} value={roomType}>
                {t(`game_room_${roomType}`)}
              </option>
            ))}
          </LabelledSelect>
        )}
        {anyFilter && (
          <button type="button" className={styles.clearButton} onClick={onClear} data-testid="game-filter-clear">
            {t('game_filter_clear')}
          </button>
        )}
      </Inline>
      {showVendorPicker && (
        <Sheet
          open={picking}
          onClose={() => setPicking(false)}
          title={t('game_filter_vendor_title', { category: t(gameCategoryLabelKey(gameType)) })}
          closeLabel={t('header_close')}
        >
          <ul className={styles.vendorList} data-testid="game-vendor-menu">
            <li>
              <button type="button" className={styles.vendorOption} aria-pressed={filters.vassalage === ''} onClick={() => choose('')}>
                {t('game_filter_all_vendors')}
              </button>
            </li>
            {vendors.map((card) => (
              <li key={card.vassalage}>
                <button
                  type="button"
                  className={styles.vendorOption}
                  aria-pressed={filters.vassalage === card.vassalage}
                  onClick={() => choose(card.vassalage)}
                  data-testid={`game-vendor-option-${card.vassalage}`}
                >
                  {card.displayName}
                </button>
              </li>
            ))}
          </ul>
        </Sheet>
      )}
    </Stack>
  );
}
