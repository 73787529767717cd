import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '@playdeck/routes';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useHelpSections } from '../shared/content-queries';
import { sectionHeading } from './help-location';
import * as styles from './help.css';

/** Spec section 2: the help section titles, each linking /m/help?p={index}. */
export default function HelpMenuBlock() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useHelpSections();
  return (
    <Card as="nav" gap="sm" aria-labelledby={headingId} data-testid="help-menu">
      <Text as="h2" id={headingId} size="lg" weight="bold">
        {t('content_help_menu_title')}
      </Text>
      <QueryState
        query={query}
        testId="help-menu"
        titleKey="content_load_failed"
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} height={24} />
        ))}
        isEmpty={(sections) => sections.length === 0}
        empty={<EmptyState title={t('content_help_empty')} />}
      >
        {(sections) => (
          <Stack as="ul" gap="sm">
            {sections.map((section, index) => (
              <li key={index}>
                <Link to={withQuery(paths.help, { p: index })} className={styles.menuLink} data-testid="help-menu-link">
                  {sectionHeading(index, section.title)}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
