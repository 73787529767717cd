import { Fragment, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { useAnnouncementCache } from '@playdeck/session';
import { homeNoticesQuery } from './notice-query';
import { Button, Skeleton, visuallyHidden } from '@playdeck/ui';
import { useMarquee, type MarqueeSpeed } from '../motion/marquee';
import { marqueeRepeat } from '../motion/marquee.css';
import * as styles from './notice-bar.css';

function SpeakerIcon() {
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 9v6h4l5 4V5L8 9z" />
      <path d="M16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11" />
    </svg>
  );
}

function Titles({ titles }: { titles: string[] }) {
  return (
    <>
      {titles.map((title, index) => (
        // The space keeps titles apart for screen readers; flex layout ignores it.
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className={styles.title}>{title}</span>
        </Fragment>
      ))}
    </>
  );
}

/** A steady reading speed whatever the titles' length; a short notice still takes 8 s to pass. */
export const NOTICE_SPEED: MarqueeSpeed = { axis: 'x', pixelsPerSecond: 40, minSeconds: 8 };

function NoticeMarquee({ titles }: { titles: string[] }) {
  const track = useRef<HTMLSpanElement>(null);
  const { trackProps } = useMarquee(track, NOTICE_SPEED);
  return (
    <span className={styles.viewport}>
      <span ref={track} className={styles.track} {...trackProps} data-testid="home-notice-track">
        <span className={styles.copy}>
          <Titles titles={titles} />
        </span>
        {/* A second copy makes the loop seamless; screen readers hear the titles once. */}
        <span className={`${styles.copy} ${marqueeRepeat}`} aria-hidden="true">
          <Titles titles={titles} />
        </span>
      </span>
    </span>
  );
}

/** The scrolling titles of the home announcements; a tap opens the announcement list. */
export default function NoticeBar() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Spec section 7's optional announcement cache: the last titles scroll at once while they are refreshed.
  const cache = useAnnouncementCache();
  const notices = useQuery(homeNoticesQuery(language, cache));

  if (notices.isPending) {
    return (
      <div className={styles.status} aria-busy="true" data-testid="home-notice-loading">
        <Skeleton width="80%" />
      </div>
    );
  }
  if (notices.isError) {
    return (
      <div className={styles.status} role="alert" data-testid="home-notice-error">
        <span>{t('error_loading_failed')}</span>
        <Button variant="ghost" size="sm" onClick={() => void notices.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const titles = notices.data.map((notice) => notice.title);
  return (
    <Link to={paths.message} className={styles.bar} data-testid="home-notice-bar">
      <SpeakerIcon />
      <span className={visuallyHidden}>{t('home_notice_label')}: </span>
      {titles.length === 0 ? <span className={styles.status}>{t('home_notice_empty')}</span> : <NoticeMarquee titles={titles} />}
    </Link>
  );
}
