import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type CustomerServiceItem } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';
import { customerServiceQuery, serviceLinkQuery } from '../shared/support-queries';
import { EmptyState, GuardedLink, Skeleton } from '@playdeck/ui';
import { Stack, TitledCard } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import * as styles from '../shared/support.css';

/**
 * One channel: its opaque path resolved to an address first, so the tap is a plain link. An address the
 * URL guard refuses (a script link) keeps the channel's place; a tap says the link cannot be opened.
 */
function ServiceChannel({ item, url }: { item: CustomerServiceItem; url: string | undefined }) {
  if (url === undefined) return <Skeleton shape="rect" height={48} />;
  return (
    <GuardedLink href={url} contact className={styles.serviceLink} data-testid="customer-service-item">
      <span>{item.title}</span>
      <span aria-hidden="true">›</span>
    </GuardedLink>
  );
}

function ServiceChannels({ items }: { items: CustomerServiceItem[] }) {
  const { t } = useTranslation();
  const links = useQueries({ queries: items.map((item) => serviceLinkQuery(item.path)) });
  if (items.length === 0) return <EmptyState title={t('support_service_empty')} data-testid="customer-service-empty" />;
  return (
    <Stack as="ul" gap="sm" data-testid="customer-service-list">
      {items.map((item, index) => (
        <li key={item.path}>
          <ServiceChannel item={item} url={links[index]?.data?.url ?? (links[index]?.isError ? '' : undefined)} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * /m/customerService: the merchant's customer-service channels (system.customerService, each resolved
 * with system.customerServiceLink), the brand's customer-service link, and for members live chat (CBS3)
 * and feedback.
 */
export default function CustomerServiceScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const channels = useQuery(customerServiceQuery());
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_customer_service')}>
      <TitledCard heading={t('support_service_title')} intro={t('support_service_intro')}>
        <GuardedLink href={brand.links.customerService} className={styles.serviceLink} data-testid="customer-service-link">
          <span>{t('support_service_link')}</span>
          <span aria-hidden="true">›</span>
        </GuardedLink>
        {BRAND_FLAGS.CBS3 && loggedIn ? (
          <Link to={paths.liveChat} className={styles.serviceLink} data-testid="customer-service-chat">
            <span>{t('support_chat_open')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ) : null}
        {loggedIn ? (
          <Link to={paths.feedback} className={styles.serviceLink} data-testid="customer-service-feedback">
            <span>{t('route_feedback')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ) : null}
      </TitledCard>
      <QueryState query={channels} testId="customer-service" skeletonHeight={64}>
        {(items) => <ServiceChannels items={items} />}
      </QueryState>
    </Stack>
  );
}
