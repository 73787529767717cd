import { useTranslation } from 'react-i18next';
import { useUploadedImage } from '@playdeck/session/api';
import { Button, Image, Skeleton } from '@playdeck/ui';
import { Inline } from '@playdeck/ui/layout';

const SIZE = 56;

/** One image the member sent: fetched with the session (the platform shows it to its owner only). */
function UploadedThumbnail({ uploadId, index }: { uploadId: string; index: number }) {
  const { t } = useTranslation();
  const image = useUploadedImage(uploadId);
  if (image.status === 'loading') return <Skeleton shape="rect" width={SIZE} height={SIZE} />;
  if (image.status === 'error') {
    return (
      <Button size="sm" variant="ghost" onClick={image.retry} data-testid="reward-image-retry">
        {t('rewards_image_retry', { index })}
      </Button>
    );
  }
  return <Image src={image.url} alt={t('rewards_image_alt', { index })} width={SIZE} height={SIZE} data-testid="reward-image" />;
}

/** The images sent with an application, small. */
export function UploadedThumbnails({ uploadIds }: { uploadIds: readonly string[] }) {
  return (
    <Inline gap="xs" data-testid="reward-images">
      {uploadIds.map((uploadId, index) => (
        <UploadedThumbnail key={uploadId} uploadId={uploadId} index={index + 1} />
      ))}
    </Inline>
  );
}
