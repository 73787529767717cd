import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Inline, Text } from '@playdeck/ui/layout';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Renders `${testId}-previous` and `${testId}-next`. */
  testId: string;
  /** The page text's test id, when a test reads it. */
  pageTestId?: string;
  /** i18n keys of the buttons and of "page {{page}} of {{pages}}". */
  previousKey: string;
  nextKey: string;
  pageKey: string;
}

/** Previous / "page x of y" / next under a paged list; nothing when there is one page. */
export function Pager({ page, pages, onPage, testId, pageTestId, previousKey, nextKey, pageKey }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Inline justify="spaceBetween" align="center">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t(previousKey)}
      </Button>
      <Text size="sm" data-testid={pageTestId}>
        {t(pageKey, { page, pages })}
      </Text>
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t(nextKey)}
      </Button>
    </Inline>
  );
}
