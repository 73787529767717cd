import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Inline, Text } from '@playdeck/ui/layout';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Renders `${testId}-previous`, `${testId}-next` and `${testId}-page`. */
  testId: string;
  /** The prefix of its i18n keys: `${texts}_previous`, `${texts}_next` and `${texts}_page` ("page {{page}} of {{pages}}"). */
  texts: string;
}

/** Previous / "page x of y" / next under a paged list; nothing when there is one page. */
export function Pager({ page, pages, onPage, testId, texts }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Inline justify="spaceBetween" align="center">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t(`${texts}_previous`)}
      </Button>
      <Text size="sm" data-testid={`${testId}-page`}>
        {t(`${texts}_page`, { page, pages })}
      </Text>
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t(`${texts}_next`)}
      </Button>
    </Inline>
  );
}
