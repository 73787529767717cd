import { useId, type ReactNode, type Ref } from 'react';
import { Column, Stack, Text } from '@playdeck/ui/layout';
import * as styles from './disclosure.css';

export interface DisclosureProps {
  /** The always-visible header line. */
  summary: ReactNode;
  /** Beside the summary, e.g. a read mark. */
  aside?: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** Heading level of the summary, so nested items keep the outline. */
  level?: 2 | 3 | 4;
  nested?: boolean;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

/** One accordion item: a heading button (aria-expanded) and the region it shows. */
export function Disclosure({ summary, aside, open, onToggle, children, level = 2, nested = false, ref, ...rest }: DisclosureProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div ref={ref} className={nested ? styles.nestedItem : styles.item} data-open={open} data-testid={rest['data-testid']}>
      <Text as={Heading} size="md" weight="regular">
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-toggle`}
          onClick={onToggle}
        >
          <Column as="span">
            <Stack as="span" gap="xs">
              {summary}
            </Stack>
          </Column>
          {aside}
          <span className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} aria-hidden="true" />
        </button>
      </Text>
      {open ? (
        <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-toggle`} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
