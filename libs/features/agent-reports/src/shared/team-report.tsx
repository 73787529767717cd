import { useTranslation } from 'react-i18next';
import { PagedResults, type PagedQuery } from '@playdeck/screen-kit/more-pages';
import { EmptyState } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';
import { DataTable, KeyValueSummary, type DataTableColumn, type KeyValueItem } from '@playdeck/ui/patterns';

export interface TeamReportProps<Page extends { list: Row[] }, Row> {
  query: PagedQuery<Page>;
  /** Renders `${testId}-empty`, `${testId}-list` and the paging ids. */
  testId: string;
  totalsTestId: string;
  /** The totals card of the whole range (from the first page): its heading and its figures. */
  totals: (firstPage: Page) => { heading: string; items: KeyValueItem[] };
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  captionKey: string;
  emptyKey: string;
}

/** An agent report's results: the range's totals, then the rows as cards, page after page. */
export function TeamReport<Page extends { list: Row[] }, Row>({
  query,
  testId,
  totalsTestId,
  totals,
  columns,
  rowKey,
  captionKey,
  emptyKey,
}: TeamReportProps<Page, Row>) {
  const { t } = useTranslation();
  return (
    <PagedResults
      query={query}
      itemsOf={(page) => page.list}
      testId={testId}
      keys={{
        loadFailed: 'agent_reports_load_failed',
        more: 'agent_reports_load_more',
        moreFailed: 'agent_reports_more_failed',
        end: 'agent_reports_all_shown',
      }}
      empty={<EmptyState data-testid={`${testId}-empty`} title={t(emptyKey)} description={t('agent_reports_range_hint')} />}
    >
      {(rows, firstPage) => {
        const { heading, items } = totals(firstPage);
        return (
          <>
            <Card padding="md" gap="sm">
              <Text as="h2" weight="bold">
                {heading}
              </Text>
              <KeyValueSummary data-testid={totalsTestId} items={items} />
            </Card>
            <DataTable
              caption={t(captionKey)}
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              layout="cards"
              data-testid={`${testId}-list`}
            />
          </>
        );
      }}
    </PagedResults>
  );
}
