import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordType } from '@playdeck/api';
import { isAgentForm, readFilters, writeFilters, type RangeChoice } from './record-filters';

/**
 * The records filters, kept in the URL's query so back, forward and a refresh show the same list. Each
 * change is a new history entry; parameters the filters do not own (`types=A`) stay.
 */
export function useRecordFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, new Date()), [params]);
  return {
    filters,
    agentForm: isAgentForm(params),
    setType: (type: RecordType | null) => setParams(writeFilters(params, { ...filters, type })),
    setRange: (range: RangeChoice) => setParams(writeFilters(params, { ...filters, range })),
  };
}
