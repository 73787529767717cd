import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { Badge, Image } from '@playdeck/ui';
import * as styles from './game-tile.css';

export type TileGame = Pick<Game, 'nodeId' | 'gameName' | 'iconUrl' | 'category' | 'isNew' | 'isHot' | 'roomType'>;

export interface GameTileProps {
  game: TileGame;
  onOpen: () => void;
  /** A launch of this game is under way. */
  busy?: boolean;
  /** Without it the tile has no favourite star (visitors see one: tapping it asks them to log in). */
  favourite?: { active: boolean; onToggle: () => void };
}

/** Sports and e-sports books: a tap first reveals the tile's buttons rather than leaving the page at once. */
export const REVEALS_ACTIONS: ReadonlySet<Game['category']> = new Set(['SPORTS', 'ESPORTS']);

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

/**
 * One game (spec section 2, game tile): icon with the brand's default image when it fails, name, new and
 * hot marks, a live room's type (spec section 3: Free, VIP, Pay per View), an optional favourite star. A sports tile first reveals a button row; others open at once.
 */
export function GameTile({ game, onOpen, busy = false, favourite }: GameTileProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const actionsId = useId();
  const reveals = REVEALS_ACTIONS.has(game.category);
  const tap = () => (reveals ? setRevealed((shown) => !shown) : onOpen());

  return (
    <div className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className={styles.open}
        onClick={tap}
        aria-busy={busy || undefined}
        aria-expanded={reveals ? revealed : undefined}
        aria-controls={reveals ? actionsId : undefined}
        data-testid="game-tile-open"
      >
        <Image className={styles.icon} src={game.iconUrl} fallbackSrc={brandImages.defaultGame} alt="" aspectRatio="1 / 1" />
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {(game.isNew || game.isHot || game.roomType) && (
        <span className={styles.marks}>
          {game.isNew && (
            <Badge variant="tag" tone="success">
              {t('game_mark_new')}
            </Badge>
          )}
          {game.isHot && (
            <Badge variant="tag" tone="danger">
              {t('game_mark_hot')}
            </Badge>
          )}
          {game.roomType && (
            <Badge variant="tag" tone="secondary">
              {t(`game_room_${game.roomType}`)}
            </Badge>
          )}
        </span>
      )}
      {favourite && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite.active}
          aria-label={t(favourite.active ? 'game_fav_remove' : 'game_fav_add', { name: game.gameName })}
          onClick={favourite.onToggle}
          data-testid="game-tile-favourite"
        >
          <Star filled={favourite.active} />
        </button>
      )}
      {reveals && revealed && (
        <div className={styles.actions} id={actionsId} data-testid="game-tile-actions">
          <button type="button" className={styles.action} onClick={onOpen} aria-busy={busy || undefined} data-testid="game-tile-play">
            {t('game_play_now')}
          </button>
          <button type="button" className={styles.secondaryAction} onClick={() => setRevealed(false)}>
            {t('game_cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
