import { useTranslation } from 'react-i18next';
import { useUploadedImage } from '@playdeck/session/api';
import { Button, Skeleton } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import * as styles from './kyc.css';

/** One of the member's submitted images, fetched with the session (see useUploadedImage). */
export function UploadedImage({ uploadId, label, testId }: { uploadId: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const image = useUploadedImage(uploadId);
  return (
    <figure className={styles.figure} data-testid={testId} data-state={image.status}>
      {image.status === 'ready' ? <img className={styles.image} src={image.url} alt={label} /> : null}
      {image.status === 'loading' ? <Skeleton shape="rect" height={96} /> : null}
      {image.status === 'error' ? (
        <Button variant="ghost" onClick={image.retry}>
          {t('kyc_image_retry')}
        </Button>
      ) : null}
      <figcaption>
        <Text as="span" size="xs" tone="muted">
          {label}
        </Text>
      </figcaption>
    </figure>
  );
}
