import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type Game, type LotteryDraw } from '@playdeck/api';
import { formatDateTime, useLanguage } from '@playdeck/i18n';
import { Pager, QueryState } from '@playdeck/screen-kit';
import { EmptyState } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { LabelledSelect } from '../list/labelled-select';
import { groupByVendor, prizeLabelKey } from './draw-format';
import * as styles from './lottery-pages.css';
import { drawsQuery, lotteryGamesQuery } from './lottery-queries';

export function DrawCard({ draw, vassalage }: { draw: LotteryDraw; vassalage: string }) {
  const { t } = useTranslation();
  return (
    <Card as="li" padding="md" gap="xs" data-testid="lottery-draw" data-issue={draw.issueNo}>
      <Text weight="bold">{t('lottery_draw_issue', { issueNo: draw.issueNo })}</Text>
      <Text size="sm" tone="muted">
        {formatDateTime(draw.drawTime, { seconds: true })}
      </Text>
      <dl className={styles.prizes}>
        {draw.prizes.map((prize) => (
          <div key={prize.tier} style={{ display: 'contents' }}>
            <Text as="dt" tone="muted" size="sm">
              {t(prizeLabelKey(vassalage, prize, draw.prizes.length))}
            </Text>
            <dd className={`${styles.numbers} ${prize.tier === 0 ? styles.topNumber : ''}`} data-testid={`lottery-prize-${prize.tier}`}>
              {prize.numbers.map((number, index) => (
                <span key={index}>{number}</span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DrawHistory({ gameId, vassalage }: { gameId: number; vassalage: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const draws = useQuery(drawsQuery(gameId, page, language));
  return (
    <QueryState
      query={draws}
      testId="lottery-draws"
      titleKey="lottery_load_failed"
      isEmpty={(answer) => answer.list.length === 0}
      empty={<EmptyState title={t('lottery_draws_empty')} />}
    >
      {(answer) => (
        <Stack gap="sm">
          <Text as="h2" size="md" weight="bold" data-testid="lottery-draws-title">
            {t('lottery_results_for', { name: answer.gameName })}
          </Text>
          <Stack as="ul" gap="sm" data-testid="lottery-draws">
            {answer.list.map((draw) => (
              <DrawCard key={draw.issueNo} draw={draw} vassalage={vassalage} />
            ))}
          </Stack>
          <Pager page={answer.pageNum} pages={answer.totalPages} onPage={setPage} testId="lottery-draws" texts="lottery" />
        </Stack>
      )}
    </QueryState>
  );
}

function LotteryPicker({ lotteries, chosen, onChoose }: { lotteries: readonly Game[]; chosen: Game; onChoose: (gameId: number) => void }) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('lottery_choose')}
      value={chosen.gameId}
      onChange={(gameId) => onChoose(Number(gameId))}
      testId="lottery-picker"
    >
      {groupByVendor(lotteries).map((group) => (
        <optgroup key={group.vassalage} label={t(`lottery_vendor_${group.vassalage}`, { defaultValue: group.vassalage })}>
          {group.lotteries.map((game) => (
            <option key={game.gameId} value={game.gameId}>
              {game.gameName}
            </option>
          ))}
        </optgroup>
      ))}
    </LabelledSelect>
  );
}

/** The lottery a link names, else the first of the picker (a Vietnamese lottery when there is one). */
function chosenLottery(lotteries: readonly Game[], asked: string | null): Game | undefined {
  return lotteries.find((game) => String(game.gameId) === asked) ?? groupByVendor(lotteries)[0]?.lotteries[0];
}

/** /m/lotteryHistory?gameId= (spec section 2, lazy page "lottery history"): one lottery's draw results, paged. */
export default function LotteryHistoryScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const lotteries = useQuery(lotteryGamesQuery(language));
  return (
    <Stack gap="md" padding="sm" data-testid="lottery-history-screen">
      <QueryState
        query={lotteries}
        testId="lottery-list"
        titleKey="lottery_load_failed"
        isEmpty={(answer) => answer.games.length === 0}
        empty={<EmptyState title={t('lottery_list_empty')} />}
      >
        {({ games }) => {
          const chosen = chosenLottery(games, search.get('gameId'))!;
          return (
            <Stack gap="md">
              <LotteryPicker
                lotteries={games}
                chosen={chosen}
                onChoose={(gameId) => setSearch({ gameId: String(gameId) }, { replace: true })}
              />
              <DrawHistory key={chosen.gameId} gameId={chosen.gameId} vassalage={chosen.vassalage} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
