import { useVendorStructure } from '@playdeck/site-data';
import { GameBrowser } from './game-browser';
import * as styles from './game-list.css';
import { JackpotStrip } from './jackpot-strip';
import { ListBanner } from './list-banner';
import { useListState } from './use-list-state';

const NO_VENDORS = [] as const;

/** /m/gameList?gameType=&vassalage= (spec section 2): banner, jackpot, tabs, filters and the endless grid. */
export default function GameListScreen() {
  const [state, setState] = useListState();
  const vendors = useVendorStructure();
  return (
    <div className={styles.listScreen} data-testid="game-list-screen">
      <ListBanner gameType={state.gameType} />
      <JackpotStrip />
      <GameBrowser state={state} onChange={setState} vendors={vendors.data?.mapping[state.gameType] ?? NO_VENDORS} />
    </div>
  );
}
