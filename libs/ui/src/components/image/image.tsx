import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { beginPendingWork } from '../../utils/pending-work';
import { useRandomNumbers } from '../../utils/random-source';
import { imageCandidates, useImageCdns } from './image-cdns';
import * as styles from './image.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  /** Required; pass "" for purely decorative images. */
  alt: string;
  /** Shown when src fails to load, e.g. the brand's default game image. */
  fallbackSrc?: string;
  /** Intrinsic size in px, reserved before load so the layout does not shift. */
  width?: number;
  height?: number;
  /** Alternative to width/height for fluid images: fills the container's width at this ratio, e.g. "16 / 9". */
  aspectRatio?: string | number;
  objectFit?: CSSProperties['objectFit'];
}

export function Image({
  src,
  alt,
  fallbackSrc,
  width,
  height,
  aspectRatio,
  objectFit = 'cover',
  loading = 'lazy',
  decoding = 'async',
  className,
  style,
  onError,
  ...rest
}: ImageProps) {
  // Keyed by URL, so a new src gets a fresh try and a failed URL is never requested again in a loop.
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  // Each image picks its image CDN at random once, and tries the others in turn when one fails.
  const random = useRandomNumbers();
  const [pick] = useState(random);
  const cdns = useImageCdns();
  const candidates = [...imageCandidates(src, cdns, pick), fallbackSrc].filter((url): url is string => !!url && !failedUrls.has(url));
  const current = candidates[0];
  // From a failed load until the next candidate is in place, the image has work left (see pending-work).
  const swapping = useRef<() => void>(undefined);
  useEffect(() => {
    swapping.current?.();
    swapping.current = undefined;
  }, [current]);
  useEffect(() => () => swapping.current?.(), []);

  const box: CSSProperties = { aspectRatio, objectFit, ...style };
  const sizeClass = aspectRatio != null && width == null ? styles.fluid : undefined;

  if (current === undefined) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cx(styles.root, styles.failed, sizeClass, className)}
        style={{ ...box, width, height }}
      />
    );
  }

  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      className={cx(styles.root, sizeClass, className)}
      style={box}
      onError={(event) => {
        onError?.(event);
        swapping.current ??= beginPendingWork();
        setFailedUrls((failed) => new Set(failed).add(current));
      }}
    />
  );
}
