import { brandImages } from '@playdeck/brand';
import { Image } from '@playdeck/ui';
import * as styles from './banners.css';

/** One banner slide's image; the first is fetched eagerly and first. */
export function BannerImage({ url, alt, first, onSettled }: { url: string; alt: string; first: boolean; onSettled?: () => void }) {
  return (
    <Image
      className={styles.banner}
      src={url}
      fallbackSrc={brandImages.defaultBanner}
      alt={alt}
      aspectRatio={styles.BANNER_ASPECT_RATIO}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onLoad={onSettled}
      onError={onSettled}
      data-testid="home-banner"
    />
  );
}
