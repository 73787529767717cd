import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game, VendorCard } from '@playdeck/api';
import { GameGridSkeleton, GameTile, launchKey, gameLaunch, LoadError, useFavourites, useGameLauncher } from '@playdeck/game-kit';
import { VirtualGameGrid } from '@playdeck/game-kit/grid';
import { useLanguage } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { useMemberGuard, useSessionStore } from '@playdeck/session';
import { Button, EmptyState } from '@playdeck/ui';
import { FilterBar } from './filter-bar';
import * as styles from './game-list.css';
import { RowTab } from '../row-tab';
import { changeFilters, clearFilters, dataType, GAME_TABS, MEMBER_TABS, selectTab, type GameListState, type GameTab } from './list-state';
import { useDebouncedValue } from './use-debounced-value';
import { useGamePages } from './game-pages-query';
import { useLoadMore } from './use-load-more';

/** Spec section 4: a language change reloads the list after 250 ms. */
export const LANGUAGE_RELOAD_MS = 250;

interface GameBrowserProps {
  state: GameListState;
  onChange: (state: GameListState) => void;
  vendors: readonly VendorCard[];
  showVendorPicker?: boolean;
}

function Tabs({ state, onSelect }: { state: GameListState; onSelect: (tab: GameTab) => void }) {
  const { t } = useTranslation();
  const current = dataType(state);
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('game_tabs_label')}>
      {GAME_TABS.map((tab) => (
        <RowTab key={tab} selected={current === tab} onSelect={() => onSelect(tab)} testId={`game-tab-${tab}`}>
          {t(`game_tab_${tab}`)}
        </RowTab>
      ))}
    </div>
  );
}

/**
 * Tabs, filters and the endless grid of one game list (spec sections 2 and 4). Every change goes through
 * `onChange`, which puts it in the URL; the list follows the URL.
 */
export function GameBrowser({ state, onChange, vendors, showVendorPicker = true }: GameBrowserProps) {
  const { t } = useTranslation();
  const { guard } = useMemberGuard();
  const signedIn = useSessionStore((session) => !!session.session?.token);
  const { language } = useLanguage();
  const settledLanguage = useDebouncedValue(language, LANGUAGE_RELOAD_MS);
  const type = dataType(state);
  const needsMember = MEMBER_TABS.has(state.tab) && type !== 'filter';
  const request = { dataType: type, gameType: state.gameType, filters: state.filters, language: settledLanguage };
  const pages = useGamePages(request, !needsMember || signedIn);
  const favourites = useFavourites();
  const { openGame, pendingKey } = useGameLauncher();
  // Removing a favourite in the favourites view drops the tile at once (and brings it back if the call fails).
  const games = type === 'fav' && favourites.loaded ? pages.games.filter((game) => favourites.isFavourite(game.nodeId)) : pages.games;
  useLoadMore({
    hasNextPage: pages.hasNextPage,
    isFetching: pages.isFetching,
    loadMore: () => void pages.fetchNextPage(),
    itemCount: games.length,
    listKey: JSON.stringify(request),
  });

  const selectListTab = (tab: GameTab) => {
    if (MEMBER_TABS.has(tab) && !guard('member', 'notice')) return;
    onChange(selectTab(state, tab));
  };

  const renderTile = (game: Game) => (
    <GameTile
      game={game}
      onOpen={() => void openGame(game)}
      busy={pendingKey === launchKey(gameLaunch(game))}
      favourite={{ active: favourites.isFavourite(game.nodeId), onToggle: () => void favourites.toggle(game) }}
    />
  );

  const body = () => {
    if (needsMember && !signedIn) {
      return (
        <EmptyState
          title={t(state.tab === 'fav' ? 'game_fav_login' : 'game_recent_login')}
          action={
            <Link to={paths.login} data-testid="game-list-login">
              {t('game_login')}
            </Link>
          }
          data-testid="game-list-empty"
        />
      );
    }
    if (pages.isPending) return <GameGridSkeleton />;
    if (pages.isError && games.length === 0)
      return <LoadError error={pages.error} onRetry={() => void pages.refetch()} testId="game-list-error" />;
    if (games.length === 0) {
      return (
        <EmptyState
          title={t(`game_empty_${type}`)}
          action={
            type === 'filter' ? (
              <Button variant="ghost" size="sm" onClick={() => onChange(clearFilters(state))}>
                {t('game_filter_clear')}
              </Button>
            ) : undefined
          }
          data-testid="game-list-empty"
        />
      );
    }
    return (
      <>
        <VirtualGameGrid items={games} itemKey={(game) => game.nodeId} renderItem={renderTile} label={t('game_grid_label')} />
        {pages.isFetchNextPageError ? (
          <LoadError error={pages.error} onRetry={() => void pages.fetchNextPage()} testId="game-list-more-error" />
        ) : pages.isFetchingNextPage ? (
          // Keyed apart: the end line is a new element, not the loading line moved down by the last rows.
          <p key="more" className={styles.status} role="status" data-testid="game-list-more">
            {t('game_loading_more')}
          </p>
        ) : !pages.hasNextPage ? (
          <p key="end" className={styles.status} data-testid="game-list-end">
            {t('game_list_end', { count: games.length })}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <>
      <Tabs state={state} onSelect={selectListTab} />
      <FilterBar
        gameType={state.gameType}
        filters={state.filters}
        vendors={vendors}
        showVendorPicker={showVendorPicker}
        onChange={(change) => onChange(changeFilters(state, change))}
        onClear={() => onChange(clearFilters(state))}
      />
      <div data-testid="game-list" data-data-type={type}>
        {body()}
      </div>
    </>
  );
}
