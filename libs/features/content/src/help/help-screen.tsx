import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { HelpSection } from '@playdeck/api';
import { paths } from '@playdeck/routes';
import { EmptyState } from '@playdeck/ui';
import { Inline, Stack } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { ContentHtml } from '../shared/content-html';
import { useHelpSections } from '../shared/content-queries';
import { Disclosure } from '../shared/disclosure';
import { ListSkeleton } from '../shared/skeletons';
import { initiallyOpen, readHelpLocation, scrollTarget, sectionHeading, sectionsShown, type HelpLocation } from './help-location';
import * as styles from './help.css';

const toggled = <T,>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
};

const childKey = (section: number, child: number) => `${section}.${child}`;

function HelpAccordion({ sections, location }: { sections: readonly HelpSection[]; location: HelpLocation }) {
  const { t } = useTranslation();
  const shown = sectionsShown(sections, location.tag);
  const [openSections, setOpenSections] = useState(() => initiallyOpen(shown, location));
  const target = scrollTarget(shown, location);
  const [openChildren, setOpenChildren] = useState<ReadonlySet<string>>(() =>
    target?.child == null ? new Set() : new Set([childKey(target.section, target.child)]),
  );
  const targetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the shell's own scroll-to-top for the new URL.
    const frame = requestAnimationFrame(() => targetRef.current?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, []);

  if (shown.length === 0) {
    return (
      <EmptyState
        data-testid="help-tag-empty"
        title={t('content_help_tag_empty')}
        action={
          <Link to={paths.help} className={styles.link}>
            {t('content_help_all_topics')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {location.tag ? (
        <Inline>
          <Link to={paths.help} className={styles.link} data-testid="help-all-topics">
            {t('content_help_all_topics')}
          </Link>
        </Inline>
      ) : null}
      <Stack gap="sm" data-testid="help-sections">
        {shown.map(({ index, section }) => (
          <Disclosure
            key={index}
            ref={target?.section === index && target.child === null ? targetRef : undefined}
            open={openSections.has(index)}
            onToggle={() => setOpenSections((open) => toggled(open, index))}
            summary={sectionHeading(index, section.title)}
            data-testid={`help-section-${index}`}
          >
            <ContentHtml html={section.content} testId="help-content" />
            {section.children.length > 0 ? (
              <div className={styles.children}>
                {section.children.map((child, position) => (
                  <Disclosure
                    key={position}
                    nested
                    level={3}
                    ref={target?.section === index && target.child === position ? targetRef : undefined}
                    open={openChildren.has(childKey(index, position))}
                    onToggle={() => setOpenChildren((open) => toggled(open, childKey(index, position)))}
                    summary={child.title}
                    data-testid={`help-child-${index}-${position}`}
                  >
                    <ContentHtml html={child.content} testId="help-child-content" />
                  </Disclosure>
                ))}
              </div>
            ) : null}
          </Disclosure>
        ))}
      </Stack>
    </>
  );
}

/** /m/help?tag=&p=&c=: the help centre as an accordion; p and c open (and scroll to) a section and child. */
export default function HelpScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = readHelpLocation(params);
  const query = useHelpSections();
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_help')}>
      <QueryState
        query={query}
        testId="help"
        titleKey="content_load_failed"
        skeleton={<ListSkeleton rows={5} />}
        isEmpty={(sections) => sections.length === 0}
        empty={<EmptyState title={t('content_help_empty')} />}
      >
        {/* Keyed by the query: a new ?p/?c/?tag opens afresh. */}
        {(sections) => <HelpAccordion key={params.toString()} sections={sections} location={location} />}
      </QueryState>
    </Stack>
  );
}
