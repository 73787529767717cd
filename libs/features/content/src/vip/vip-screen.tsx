import { useTranslation } from 'react-i18next';
import { EmptyState } from '@playdeck/ui';
import { ContentHtml } from '../shared/content-html';
import * as shared from '../shared/content.css';
import { useAnnouncements } from '../shared/content-queries';
import { QueryState } from '../shared/query-state';
import { DetailSkeleton } from '../shared/skeletons';
import { VipBanners } from './vip-banners';
import * as styles from './vip.css';

/** /m/vip: the m_vip banners, then the VIP content (bulletins of group m_vip). */
export default function VipScreen() {
  const { t } = useTranslation();
  const content = useAnnouncements('B', 'm_vip');
  return (
    <section className={shared.screen} aria-label={t('route_vip')}>
      <VipBanners />
      <QueryState
        query={content}
        testId="vip-content"
        skeleton={<DetailSkeleton />}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={t('content_vip_empty')} />}
      >
        {(items) => (
          <div className={shared.list} data-testid="vip-content">
            {items.map((item) => (
              <article key={item.id} className={`${shared.card} ${styles.article}`}>
                <h2 className={shared.title}>{item.title}</h2>
                <ContentHtml html={item.content} />
              </article>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
