import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordType } from '@playdeck/api';
import { brandFeatureOn } from '@playdeck/brand';
import {
  isAgentForm,
  readFilters,
  readTeamFilter,
  writeFilters,
  writeTeamFilter,
  type RangeChoice,
  type TeamFilter,
} from './record-filters';

/**
 * The records filters, kept in the URL's query so back, forward and a refresh show the same list. Each
 * change is a new history entry; parameters the filters do not own (`types=A`) stay. The agent form adds
 * the team filter (`scope=team`, `member`).
 */
export function useRecordFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, new Date()), [params]);
  const teamRecords = brandFeatureOn('TRANSREC3');
  const teamFilter = useMemo(() => readTeamFilter(params, teamRecords), [params, teamRecords]);
  return {
    filters,
    agentForm: isAgentForm(params),
    teamRecords,
    teamFilter,
    setTeamFilter: (filter: TeamFilter) => setParams(writeTeamFilter(params, filter)),
    setType: (type: RecordType | null) => setParams(writeFilters(params, { ...filters, type })),
    setRange: (range: RangeChoice) => setParams(writeFilters(params, { ...filters, range })),
  };
}
