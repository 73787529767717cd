import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Popup } from '@playdeck/api';
import { paths } from '@playdeck/routes';
import { Button, Modal, visuallyHidden } from '@playdeck/ui';
import { Inline } from '@playdeck/ui/layout';
import { RichText } from '@playdeck/ui/rich-text';
import * as styles from './announcement-popup.css';
import type { PopupAudience } from './popup-audience';
import { popupGroup } from './popup-filter';
import { hasNext, hasPrevious, stepPage } from './popup-paging';
import { usePopupVisibility } from './use-popup-visibility';
import { usePopups } from './popups-query';
import { useSiteOpen } from './site-open-query';

const NONE: Popup[] = [];

/**
 * The announcement popup (spec sections 2 and 4), loaded by AnnouncementPopupHost on home. Nothing shows
 * while the list loads, when it is empty or fails (spec section 8: an empty popup renders nothing), or
 * while the site is under maintenance or restricted.
 */
export default function AnnouncementPopup({ audience }: { audience: PopupAudience }) {
  const popups = usePopups(audience).data ?? NONE;
  const siteOpen = useSiteOpen();
  const group = popupGroup(audience);
  const { open, close, signature } = usePopupVisibility(group, siteOpen ? popups : NONE);
  if (!signature) return null;
  // A new set starts again on its first page.
  return <PopupPages key={signature} popups={popups} open={open} onClose={close} forVisitor={group === 'B'} />;
}

interface PopupPagesProps {
  popups: readonly Popup[];
  open: boolean;
  onClose: () => void;
  forVisitor: boolean;
}

function PopupPages({ popups, open, onClose, forVisitor }: PopupPagesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const total = popups.length;
  const popup = popups[Math.min(index, total - 1)]!;

  // Leaving through the popup counts as closing it.
  const leaveTo = (path: string) => {
    onClose();
    navigate(path);
  };

  const footer = (
    <div className={styles.actions}>
      {total > 1 ? (
        <Inline gap="md" justify="center" nowrap>
          <PageArrow
            label={t('popup_previous')}
            enabled={hasPrevious(index)}
            onStep={() => setIndex((at) => stepPage(at, -1, total))}
            path="M15 6l-6 6 6 6"
          />
          <p className={styles.page} aria-live="polite">
            <span aria-hidden="true" data-testid="announcement-popup-page">
              {index + 1} / {total}
            </span>
            <span className={visuallyHidden}>{t('popup_page_label', { page: index + 1, total })}</span>
          </p>
          <PageArrow
            label={t('popup_next')}
            enabled={hasNext(index, total)}
            onStep={() => setIndex((at) => stepPage(at, 1, total))}
            path="M9 6l6 6-6 6"
          />
        </Inline>
      ) : null}
      <Inline gap="sm" align="stretch" nowrap>
        {forVisitor ? (
          <Button variant="ghost" block onClick={() => leaveTo(paths.register)} data-testid="announcement-popup-sign-up">
            {t('popup_sign_up')}
          </Button>
        ) : null}
        <Button block onClick={() => leaveTo(paths.rewardCenter)} data-testid="announcement-popup-go">
          {t('popup_go_to_rewards')}
        </Button>
      </Inline>
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={popup.title} closeLabel={t('header_close')} footer={footer}>
      <RichText
        key={popup.id}
        html={popup.content}
        onInternalLink={leaveTo}
        className={styles.content}
        data-testid="announcement-popup-content"
      />
    </Modal>
  );
}

interface PageArrowProps {
  label: string;
  enabled: boolean;
  onStep: () => void;
  path: string;
}

/** aria-disabled rather than disabled at the ends, so keyboard focus stays on the arrow. */
function PageArrow({ label, enabled, onStep, path }: PageArrowProps) {
  return (
    <button type="button" className={styles.arrow} aria-label={label} aria-disabled={!enabled} onClick={enabled ? onStep : undefined}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}
