import { useId, type ComponentType, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './sectioned-list.css';

export interface SectionedListRow {
  id: string;
  label: ReactNode;
  /** Shown on the right, muted: a balance, a bank name, "Not set". */
  value?: ReactNode;
  icon?: ReactNode;
  /** A Badge or StatusPill after the label. */
  badge?: ReactNode;
  /** A link row (with a chevron) to this path. */
  to?: string;
  /** A button row (with a chevron), when the row acts instead of navigating. */
  onSelect?: () => void;
}

export interface SectionedListSection {
  id: string;
  title?: ReactNode;
  rows: SectionedListRow[];
}

/** Renders a link row: the router's Link in the app, a plain anchor by default. */
export type RowLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode; 'data-testid'?: string }>;

const PlainLink: RowLinkComponent = ({ to, ...props }) => <a href={to} {...props} />;

export interface SectionedListProps {
  sections: SectionedListSection[];
  linkComponent?: RowLinkComponent;
  className?: string;
  'data-testid'?: string;
}

function Chevron() {
  return (
    <span className={styles.chevron} aria-hidden="true">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M9 6l6 6-6 6" />
      </svg>
    </span>
  );
}

/** Titled groups of rows (a member centre, a settings page): each row shows a label, a value, a badge, and may lead on. */
export function SectionedList({ sections, linkComponent: Link = PlainLink, className, 'data-testid': testId }: SectionedListProps) {
  return (
    <div className={cx(styles.list, className)} data-testid={testId}>
      {sections.map((section) => (
        <Section key={section.id} section={section} Link={Link} />
      ))}
    </div>
  );
}

function Section({ section, Link }: { section: SectionedListSection; Link: RowLinkComponent }) {
  const titleId = useId();
  return (
    <section aria-labelledby={section.title != null ? titleId : undefined} data-testid={`section-${section.id}`}>
      {section.title != null ? (
        <h2 id={titleId} className={styles.title}>
          {section.title}
        </h2>
      ) : null}
      <ul className={styles.rows}>
        {section.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <Row row={row} Link={Link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ row, Link }: { row: SectionedListRow; Link: RowLinkComponent }) {
  const content = (
    <>
      {row.icon != null ? (
        <span className={styles.icon} aria-hidden="true">
          {row.icon}
        </span>
      ) : null}
      <span className={styles.label}>{row.label}</span>
      {row.badge}
      {row.value != null ? <span className={styles.value}>{row.value}</span> : null}
      {row.to != null || row.onSelect ? <Chevron /> : null}
    </>
  );
  const testId = `row-${row.id}`;
  if (row.to != null) {
    return (
      <Link to={row.to} className={cx(styles.row, styles.action)} data-testid={testId}>
        {content}
      </Link>
    );
  }
  if (row.onSelect) {
    return (
      <button type="button" className={cx(styles.row, styles.action)} onClick={row.onSelect} data-testid={testId}>
        {content}
      </button>
    );
  }
  return (
    <div className={styles.row} data-testid={testId}>
      {content}
    </div>
  );
}
