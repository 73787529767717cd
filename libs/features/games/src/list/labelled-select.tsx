import type { ReactNode } from 'react';
import { Text } from '@playdeck/ui/layout';
import * as styles from './game-list.css';

export interface LabelledSelectProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  testId: string;
  /** The <option>s (or <optgroup>s). */
  children: ReactNode;
}

/** A native select under its small muted label: the game list's filters and the lottery picker. */
export function LabelledSelect({ label, value, onChange, testId, children }: LabelledSelectProps) {
  return (
    <label className={styles.selectLabel}>
      <Text as="span" size="xs" tone="muted">
        {label}
      </Text>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {children}
      </select>
    </label>
  );
}
