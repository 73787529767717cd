import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { type LotteryGame, type PrizeMode } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { LoadError, pageBackPath, parseLotteryLaunch, PLAY_TYPE_OF, useGameLauncher, type LotteryLaunchQuery } from '@playdeck/game-kit';
import { useLanguage } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { useSessionStore } from '@playdeck/session';
import { numeroLotteriesQuery } from './lottery-queries';
import { Button, buttonClassName, EmptyState, Image, Skeleton } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import * as styles from './launch-game.css';
import { useNow } from './use-now';
import { chosenPrizeMode, formatCountdown, markAutoLaunched, secondsToDraw, shouldAutoLaunch } from './lottery-choice';

function BackLink({ pageBack }: { pageBack: string }) {
  const { t } = useTranslation();
  return (
    <Link to={pageBackPath(pageBack)} className={buttonClassName({ variant: 'ghost', block: true })} data-testid="lottery-back">
      {t('game_lottery_back')}
    </Link>
  );
}

function LotteryCard({ lottery, query }: { lottery: LotteryGame; query: LotteryLaunchQuery }) {
  const { t } = useTranslation();
  const location = useLocation();
  const now = useNow(1000);
  const [prizeMode, setPrizeMode] = useState<PrizeMode>(() => chosenPrizeMode(lottery, query.prize_mode));
  const { launch, isLaunching } = useGameLauncher();
  const playType = PLAY_TYPE_OF[query.playType];
  const play = () =>
    launch(
      { category: 'LOTT', vendor: lottery.vassalage, gameId: lottery.gameId, nodeId: lottery.nodeId, supportPlay: null },
      { prizeMode, playType, gameGroupId: query.gameGroupId ?? lottery.gameGroupId },
    );

  const playOnArrival = useEffectEvent(play);

  // Open the game on arrival, once per history entry: coming back from the game shows this page instead.
  useEffect(() => {
    if (!shouldAutoLaunch(sessionStorage, location.key)) return;
    markAutoLaunched(sessionStorage, location.key);
    playOnArrival();
  }, [location.key]);

  return (
    <Stack
      gap="md"
      align="center"
      padding="md"
      textAlign="center"
      data-testid="lottery-launch"
      data-play-type={playType}
      data-prize-mode={prizeMode}
    >
      <Image className={styles.icon} src={lottery.iconUrl} fallbackSrc={brandImages.defaultGame} alt="" aspectRatio="1 / 1" />
      <Text as="h1" size="lg">
        {lottery.gameName}
      </Text>
      <dl className={styles.facts}>
        <Text as="dt" tone="muted" size="sm">
          {t('game_lottery_issue')}
        </Text>
        <dd className={styles.value}>{lottery.issueNo}</dd>
        <Text as="dt" tone="muted" size="sm">
          {t('game_lottery_next_draw')}
        </Text>
        <dd className={styles.value} data-testid="lottery-countdown">
          {formatCountdown(secondsToDraw(lottery.nextDrawTime, now))}
        </dd>
        <Text as="dt" tone="muted" size="sm">
          {t('game_lottery_play_type')}
        </Text>
        <dd className={styles.value}>{t(`game_play_type_${playType}`)}</dd>
      </dl>
      {lottery.prizeModes.length > 1 && (
        <fieldset className={styles.modes}>
          <legend>{t('game_lottery_prize_mode')}</legend>
          {lottery.prizeModes.map((mode) => (
            <label key={mode}>
              <input type="radio" name="prize-mode" value={mode} checked={mode === prizeMode} onChange={() => setPrizeMode(mode)} />{' '}
              {t(`game_prize_mode_${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button block loading={isLaunching} onClick={play} data-testid="lottery-play">
          {t('game_play_now')}
        </Button>
        <BackLink pageBack={query.pageBack} />
      </div>
    </Stack>
  );
}

function LotteryLaunch({ query }: { query: LotteryLaunchQuery }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Spec section 9: lottery lists are cached; the last answer shows at once while a fresh one loads.
  const lotteries = useQuery(numeroLotteriesQuery(language));
  if (lotteries.isPending) return <Skeleton shape="rect" height={240} />;
  if (lotteries.isError) return <LoadError error={lotteries.error} onRetry={() => void lotteries.refetch()} testId="lottery-error" />;
  const lottery = lotteries.data.list.find((game) => game.gameId === query.gameId);
  if (!lottery)
    return <EmptyState title={t('game_lottery_closed')} action={<BackLink pageBack={query.pageBack} />} data-testid="lottery-closed" />;
  return <LotteryCard lottery={lottery} query={query} />;
}

/** /m/launchGame?playType&gameId&gameGroupId&prize_mode&code&pageBack (spec section 2): opens one lottery. */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const signedIn = useSessionStore((state) => !!state.session?.token);
  const query = parseLotteryLaunch(search);
  if (!query) return <EmptyState title={t('game_lottery_invalid')} action={<BackLink pageBack="home" />} data-testid="lottery-invalid" />;
  if (!signedIn) {
    return (
      <EmptyState
        title={t('game_lottery_login')}
        action={
          <Link to={paths.login} className={buttonClassName()} data-testid="lottery-login">
            {t('game_login')}
          </Link>
        }
        data-testid="lottery-login-needed"
      />
    );
  }
  return <LotteryLaunch query={query} />;
}
