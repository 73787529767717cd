import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsolidatedSettings, VendorStructure } from '@playdeck/api';
import { brand, brandImages } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import * as styles from './app-download.css';

/** The app icon the merchant configured (AppDownloadIcon), else the brand logo. */
export function appIconUrl(settings: ConsolidatedSettings | undefined): string {
  return settings?.downloadLinks.find((link) => link.resourceType === 'AppDownloadIcon')?.url || brandImages.logo;
}

/**
 * "Over 600 games" (spec section 9, the dictionary's line): the catalogue's size from the vendors' game
 * counts, rounded down to a hundred so it stays true as games come and go; none under a hundred games.
 */
export function gamesOver(vendors: VendorStructure | undefined): number | null {
  const total = Object.values(vendors?.mapping ?? {}).reduce(
    (sum, cards) => sum + cards.reduce((count, card) => count + card.gameCount, 0),
    0,
  );
  const rounded = Math.floor(total / 100) * 100;
  return rounded >= 100 ? rounded : null;
}

/** The app's icon, a line about it (with the catalogue's size) and the way to the download page. */
export function AppDownloadBlock({ settings, vendors }: { settings: ConsolidatedSettings | undefined; vendors?: VendorStructure }) {
  const { t } = useTranslation();
  const over = gamesOver(vendors);
  return (
    <Stack gap="md">
      <Inline gap="md" nowrap>
        <Image
          className={styles.icon}
          src={appIconUrl(settings)}
          fallbackSrc={brandImages.logo}
          alt=""
          width={56}
          height={56}
          objectFit="contain"
        />
        <Text size="sm">
          {t('home_app_text', { brand: brand.name })}
          {over !== null && (
            // Grouped as every figure of the app is (formatMoney): 1,200.
            <span className={styles.games} data-testid="home-app-games">
              {t('home_app_games', { formatted: over.toLocaleString('en-US') })}
            </span>
          )}
        </Text>
      </Inline>
      <Link to={paths.app} className={styles.action} data-testid="home-app-download-link">
        {t('download_banner_action')}
      </Link>
    </Stack>
  );
}
