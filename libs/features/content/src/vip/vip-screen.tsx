import { useTranslation } from 'react-i18next';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { ContentHtml } from '../shared/content-html';
import { useAnnouncements } from '../shared/content-queries';
import { DetailSkeleton } from '../shared/skeletons';
import { VipBanners } from './vip-banners';
import { ContentListState } from '../shared/content-list-state';

/** /m/vip: the m_vip banners, then the VIP content (bulletins of group m_vip). */
export default function VipScreen() {
  const { t } = useTranslation();
  const content = useAnnouncements('B', 'm_vip');
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_vip')}>
      <VipBanners />
      <ContentListState query={content} testId="vip-content" skeleton={<DetailSkeleton />} emptyKey="content_vip_empty">
        {(items) => (
          <Stack gap="sm" data-testid="vip-content">
            {items.map((item) => (
              <Card as="article" key={item.id} gap="sm">
                <Text as="h2" size="lg" weight="bold" tone="text">
                  {item.title}
                </Text>
                <ContentHtml html={item.content} />
              </Card>
            ))}
          </Stack>
        )}
      </ContentListState>
    </Stack>
  );
}
