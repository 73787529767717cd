import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeError } from '@playdeck/api/client';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';
import { useMerchantWallets, useVendorStructure } from '@playdeck/site-data';
import { Button, EmptyState, Sheet, Skeleton } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { MemberBalance } from '../member/member-balance';
import { useMemberName } from '../member/member-name-query';
import * as styles from './side-menu.css';
import { VendorAccordion } from './vendor-accordion';

/** The menu's rows after the game categories: promotions, lottery, the app, then the info pages. */
const MENU_LINKS = [
  { key: 'promotion', labelKey: 'route_activity', to: paths.activity },
  { key: 'lottery-history', labelKey: 'route_lottery_history', to: paths.lotteryHistory },
  { key: 'vn-lottery', labelKey: 'route_vn_lottery', to: paths.vnLottery },
  { key: 'app', labelKey: 'route_app', to: paths.app },
  { key: 'app-service', labelKey: 'route_app_service', to: paths.appService },
  { key: 'brand', labelKey: 'route_brand', to: paths.brand },
  { key: 'join-us', labelKey: 'route_join_us', to: paths.joinUs },
  { key: 'sponsor', labelKey: 'route_sponsor', to: paths.sponsor },
] as const;

function MemberWelcome({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  const { name } = useMemberName();
  return (
    <>
      <p className={styles.welcomeLine} data-testid="side-menu-welcome">
        {name === null ? <Skeleton width={140} /> : t('shell_welcome', { name })}
      </p>
      <Inline justify="spaceBetween" align="baseline" nowrap>
        <Text as="span" size="sm" tone="muted">
          {t('shell_balance')}
          {currency ? ` (${currency})` : null}
        </Text>
        <MemberBalance testId="side-menu-balance" className={styles.balanceAmount} />
      </Inline>
    </>
  );
}

function Vendors() {
  const { t } = useTranslation();
  const vendors = useVendorStructure();
  if (vendors.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="side-menu-vendors-loading">
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Skeleton width="62%" />
      </div>
    );
  }
  if (vendors.isError) {
    const { key, params } = describeError(vendors.error);
    return (
      <EmptyState
        title={t(key, params)}
        action={
          <Button variant="secondary" onClick={() => void vendors.refetch()} data-testid="side-menu-vendors-retry">
            {t('retry')}
          </Button>
        }
        data-testid="side-menu-vendors-error"
      />
    );
  }
  if (vendors.data.sorting.length === 0) return <EmptyState title={t('shell_vendors_empty')} data-testid="side-menu-vendors-empty" />;
  return <VendorAccordion structure={vendors.data} />;
}

function SideMenuContent() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  // Spec: the menu loads the merchant's wallets on open, for visitors too (the wallet screens reuse them).
  const merchant = useMerchantWallets();
  // Visitors are sent to log in first (spec section 6).
  const memberOnly = (path: string) => (loggedIn ? path : paths.login);
  const actions = [
    { key: 'deposit', labelKey: 'route_voucher_center', to: memberOnly(paths.voucherCenter) },
    { key: 'withdraw', labelKey: 'route_withdraw', to: memberOnly(paths.withdraw) },
    { key: 'record', labelKey: 'route_transaction_record', to: memberOnly(paths.transactionRecord) },
  ];
  return (
    <Stack gap="lg">
      <section className={styles.welcome}>
        <Stack gap="xs">
          {loggedIn ? (
            <MemberWelcome currency={merchant.data?.currency} />
          ) : (
            <p className={styles.welcomeLine} data-testid="side-menu-welcome">
              {t('shell_welcome_guest')}
            </p>
          )}
        </Stack>
      </section>
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.key}>
            <Link to={action.to} className={styles.action} data-testid={`side-menu-${action.key}`}>
              {t(action.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
      {/* The categories and the links are one list of rows: no gap, no second divider between them. */}
      <div data-testid="side-menu-rows">
        <Stack as="section" gap="xs" aria-labelledby="side-menu-games">
          <h2 id="side-menu-games" className={styles.sectionTitle}>
            {t('route_game_list')}
          </h2>
          <Vendors />
        </Stack>
        <Stack as="ul" gap="none">
          {MENU_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={styles.link} data-testid={`side-menu-${link.key}`}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
          {BRAND_FLAGS.CBS3 && loggedIn ? (
            <li>
              <Link to={paths.liveChat} className={styles.link} data-testid="side-menu-live-chat">
                {t('route_live_chat')}
              </Link>
            </li>
          ) : null}
          {loggedIn ? (
            <li>
              <Link to={paths.feedback} className={styles.link} data-testid="side-menu-feedback">
                {t('route_feedback')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={paths.customerService} className={styles.link} data-testid="side-menu-customer-service">
              {t('route_customer_service')}
            </Link>
          </li>
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * The side menu (spec section 2): welcome line, balance with a session, deposit / withdrawal / record,
 * game categories with their vendors, promotions, the app, the info pages, and customer service (live chat with CBS3 and
 * feedback for members). Its data loads when it opens.
 */
export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('shell_menu_title')}
      closeLabel={t('header_close')}
      handle={false}
      className={styles.drawer}
    >
      <SideMenuContent />
    </Sheet>
  );
}
