import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx';
import * as styles from './key-value-summary.css';

export interface KeyValueItem {
  /** Stable key; also the row's data-testid suffix. */
  id: string;
  label: string;
  value: ReactNode;
  /** Text a copy button puts on the clipboard (an account number, an order id); no button without it. */
  copyText?: string;
  /** Bold value, e.g. the amount of a deposit. */
  emphasis?: boolean;
}

export interface KeyValueSummaryProps {
  items: KeyValueItem[];
  /** How long the copy button says "Copied". */
  copiedForMs?: number;
  className?: string;
  'data-testid'?: string;
}

/** Label and value pairs of one record (a deposit order, a bank card), as a description list. */
export function KeyValueSummary({ items, copiedForMs = 2000, className, 'data-testid': testId }: KeyValueSummaryProps) {
  return (
    <dl className={cx(styles.list, className)} data-testid={testId}>
      {items.map((item) => (
        <div key={item.id} className={styles.row} data-testid={`kv-${item.id}`}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={cx(styles.value, item.emphasis && styles.emphasis)}>
            {item.value}
            {item.copyText != null ? <CopyButton text={item.copyText} label={item.label} copiedForMs={copiedForMs} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyButton({ text, label, copiedForMs }: { text: string; label: string; copiedForMs: number }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied, copiedForMs]);

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      // Without clipboard permission the value stays on screen to copy by hand; nothing to announce.
      () => setCopied(false),
    );
  };

  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? undefined : t('kit_copy_named', { label })}>
      <span aria-live="polite">{copied ? t('kit_copied') : t('kit_copy')}</span>
    </button>
  );
}
