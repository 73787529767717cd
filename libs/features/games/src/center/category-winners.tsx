import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract, type GameCategory } from '@playdeck/api';
import { winnerBoardQuery, WinnerRows, winnerRowStyles } from '@playdeck/game-kit';
import { useLanguage } from '@playdeck/i18n';
import { Stack, Text } from '@playdeck/ui/layout';

/** A category's page shows its latest big wins in a few rows, without scrolling them. */
export const CATEGORY_WINNER_LIMIT = 5;

/**
 * The category's recent big wins from the operator's winner board (ODSFE2_getWinnerBoard), under the page's
 * own content. It is extra: while it loads, when the board is empty and when it fails (a network failure is
 * retried once, quietly) or answers off the contract, the block is simply not there.
 */
export function CategoryWinners({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const winners = useQuery(winnerBoardQuery(contract.content.winnerBoard, category, language, CATEGORY_WINNER_LIMIT));
  const list = winners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Stack as="section" gap="xs" aria-label={t('game_center_winners')} data-testid="game-center-winners">
      <Text as="h2" size="md" tone="text">
        {t('game_center_winners')}
      </Text>
      <ul className={winnerRowStyles.list}>
        <WinnerRows winners={list} testId="game-center-winner" />
      </ul>
    </Stack>
  );
}
