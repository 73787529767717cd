import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Announcement } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { formatDayFirst } from '@playdeck/i18n';
import { ContentHtml } from '../shared/content-html';
import { parseContentId } from '../shared/content-id';
import { useAnnouncement } from '../shared/content-queries';
import { isNotFound, NotFound } from '../shared/not-found';
import { DetailSkeleton } from '../shared/skeletons';
import { useMarkReadOnOpen } from '../shared/use-mark-read-on-open';
import { bannerImageOf } from './promotion-images';
import { PromotionPeriodText } from './promotion-period';
import * as styles from './promotions.css';

function PromotionDetail({ promotion }: { promotion: Announcement }) {
  useMarkReadOnOpen(promotion);
  return (
    <Stack as="article" gap="md" data-testid="promotion-detail">
      <Image
        src={bannerImageOf(promotion.announcementImages) ?? brandImages.defaultBanner}
        fallbackSrc={brandImages.defaultBanner}
        alt=""
        aspectRatio="16 / 9"
        loading="eager"
        className={styles.banner}
        data-testid="promotion-banner"
      />
      <Text as="h2" size="lg" weight="bold" tone="text">
        {promotion.title}
      </Text>
      <PromotionPeriodText promotion={promotion} format={formatDayFirst} testId="promotion-detail-period" />
      <ContentHtml html={promotion.content} testId="promotion-content" />
    </Stack>
  );
}

function PromotionDetailLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAnnouncement(id);
  const notFound = <NotFound backTo={paths.activity} backLabel={t('content_back_to_promotions')} />;
  if (isNotFound(query.error)) return notFound;
  return (
    <QueryState
      query={query}
      testId="promotion-detail"
      titleKey="content_load_failed"
      skeleton={<DetailSkeleton banner />}
      isEmpty={(item) => item.type !== 'PR'}
      empty={notFound}
    >
      {(promotion) => <PromotionDetail promotion={promotion} />}
    </QueryState>
  );
}

/** /m/activityDetail?id=: banner (image sequence 2), title, DD/MM/YYYY period and content; unknown id → not found. */
export default function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseContentId(params.get('id'));
  return (
    <Stack as="section" gap="md" padding="lg">
      {id === null ? (
        <NotFound backTo={paths.activity} backLabel={t('content_back_to_promotions')} />
      ) : (
        <PromotionDetailLoader key={id} id={id} />
      )}
    </Stack>
  );
}
