import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { vendorIconUrl, type GameCategory, type VendorCard } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { paths, withQuery } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { launchKey, vendorLaunch } from '../launch/launch-target';
import type { useGameLauncher } from '../launch/use-game-launcher';

/** Slots vendors open their slots centre; every other vendor launches its lobby (spec section 2, game centre). */
export function slotsCentrePath(category: GameCategory, vassalage: string): string | null {
  return category === 'RNG' ? withQuery(paths.slotsCenter, { vassalage }) : null;
}

interface VendorEntryProps {
  category: GameCategory;
  card: VendorCard;
  /** Without it (settings still loading or failed) the default image stands in for the icon. */
  iconBase: string | undefined;
  /** The screen's one launcher (a vendor other than slots launches its lobby). */
  launcher: Pick<ReturnType<typeof useGameLauncher>, 'launch' | 'pendingKey'>;
  className: string;
  iconClassName: string;
  testId: string;
  children?: ReactNode;
}

/** One vendor of a category: its icon and name, leading to its slots or launching its lobby. */
export function VendorEntry({ category, card, iconBase, launcher, className, iconClassName, testId, children }: VendorEntryProps) {
  const lobby = vendorLaunch(category, card);
  const content = (
    <>
      <Image
        className={iconClassName}
        src={iconBase ? vendorIconUrl(iconBase, category, card.accountTypeName) : brandImages.defaultGame}
        fallbackSrc={brandImages.defaultGame}
        alt=""
        aspectRatio="7 / 3"
      />
      <span>{card.displayName}</span>
      {children}
    </>
  );
  const slots = slotsCentrePath(category, card.vassalage);
  if (slots) {
    return (
      <Link to={slots} className={className} data-testid={testId}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => launcher.launch(lobby)}
      aria-busy={launcher.pendingKey === launchKey(lobby) || undefined}
      data-testid={testId}
    >
      {content}
    </button>
  );
}
