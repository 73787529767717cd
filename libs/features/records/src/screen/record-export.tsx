import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import type { RecordsRequest } from '../api/record-pages-query';
import type { ExportOutcome } from '../export/export-records';

export interface RecordExportProps {
  /** The range and type the screen shows. */
  request: RecordsRequest;
  walletNames: ReadonlyMap<string, string>;
}

/** Before an export, during one, and how the last one ended. */
type ExportState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' } | ExportOutcome;

const IDLE: ExportState = { kind: 'idle' };

/**
 * "Export CSV" for the range and type on screen: every record of the range in one file. The export's code
 * loads on the first tap, so the screen's chunk carries only this button and its messages.
 */
export function RecordExport({ request, walletNames }: RecordExportProps) {
  const { t } = useTranslation();
  const { type, from, to } = request;
  // The last export's state belongs to the range and type it was for: another choice shows the button afresh.
  const shownFor = `${type}:${from}:${to}`;
  const [last, setLast] = useState<{ state: ExportState; for: string }>({ state: IDLE, for: shownFor });
  const state = last.for === shownFor ? last.state : IDLE;
  const running = useRef<AbortController | null>(null);

  // Another range or type, or leaving the screen, stops a running export.
  useEffect(() => () => running.current?.abort(), [shownFor]);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setLast({ state: { kind: 'busy' }, for: shownFor });
    const next: ExportState = await import('../export/export-records')
      .then(({ exportRecords }) => exportRecords({ request: { type, from, to }, t, walletNames, signal: controller.signal }))
      // A page refused or broke the contract, or the export's chunk did not load (offline, a new release): the same retry.
      .catch(() => ({ kind: 'failed' }));
    if (!controller.signal.aborted) setLast({ state: next, for: shownFor });
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

/** What the member reads after an export: a status once saved or empty, an alert when it could not be made. */
const MESSAGES = {
  saved: { key: 'records_csv_saved', role: 'status', tone: 'muted', testId: 'records-export-saved' },
  empty: { key: 'records_csv_empty', role: 'status', tone: 'muted', testId: 'records-export-empty' },
  tooMany: { key: 'records_csv_too_many', role: 'alert', tone: 'danger', testId: 'records-export-too-many' },
  failed: { key: 'records_csv_failed', role: 'alert', tone: 'danger', testId: 'records-export-failed' },
} as const;

function ExportMessage({ state }: { state: ExportState }) {
  const { t } = useTranslation();
  if (state.kind === 'idle' || state.kind === 'busy') return null;
  const message = MESSAGES[state.kind];
  return (
    <Text role={message.role} size="sm" tone={message.tone} data-testid={message.testId}>
      {t(message.key, { count: state.kind === 'saved' ? state.rows : undefined })}
    </Text>
  );
}
