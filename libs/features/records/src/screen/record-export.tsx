import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import type { RecordsRequest } from '../api/record-pages-query';

export interface RecordExportProps {
  /** The range and type the screen shows. */
  request: RecordsRequest;
  walletNames: ReadonlyMap<string, string>;
}

type ExportState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved'; rows: number } | { kind: 'empty' } | { kind: 'tooMany' } | { kind: 'failed' };

/**
 * "Export CSV" for the range and type on screen: every record of the range in one file. The export's code
 * loads on the first tap, so the screen's chunk carries only this button and its messages.
 */
export function RecordExport({ request, walletNames }: RecordExportProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const { type, from, to } = request;

  // Another range or type makes the last message stale; leaving the screen stops a running export.
  useEffect(() => {
    setState({ kind: 'idle' });
    return () => running.current?.abort();
  }, [type, from, to]);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'busy' });
    try {
      const { exportRecords, TooManyRecordsError } = await import('../export/export-records');
      try {
        const outcome = await exportRecords({ request: { type, from, to }, t, walletNames, signal: controller.signal });
        if (!controller.signal.aborted) setState(outcome.kind === 'saved' ? { kind: 'saved', rows: outcome.rows } : { kind: 'empty' });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: error instanceof TooManyRecordsError ? 'tooMany' : 'failed' });
      }
    } catch {
      // The export's chunk did not load (offline, a new release): the same retry.
      if (!controller.signal.aborted) setState({ kind: 'failed' });
    }
  };

  return (
    <Stack gap="xs" align="end" data-testid="records-export">
      <Button variant="ghost" size="sm" loading={state.kind === 'busy'} onClick={start} data-testid="records-export-button">
        {state.kind === 'failed' ? t('records_csv_retry') : t('records_csv_export')}
      </Button>
      <ExportMessage state={state} />
    </Stack>
  );
}

function ExportMessage({ state }: { state: ExportState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'saved':
      return (
        <Text role="status" size="sm" tone="muted" data-testid="records-export-saved">
          {t('records_csv_saved', { count: state.rows })}
        </Text>
      );
    case 'empty':
      return (
        <Text role="status" size="sm" tone="muted" data-testid="records-export-empty">
          {t('records_csv_empty')}
        </Text>
      );
    case 'tooMany':
      return (
        <Text role="alert" size="sm" tone="danger" data-testid="records-export-too-many">
          {t('records_csv_too_many')}
        </Text>
      );
    case 'failed':
      return (
        <Text role="alert" size="sm" tone="danger" data-testid="records-export-failed">
          {t('records_csv_failed')}
        </Text>
      );
    default:
      return null;
  }
}
