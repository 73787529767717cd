import { useVendorStructure } from '@playdeck/site-data';
import { GameBrowser } from './game-browser';
import { Stack } from '@playdeck/ui/layout';
import { screen } from '../rows.css';
import { JackpotStrip } from './jackpot-strip';
import { ListBanner } from './list-banner';
import { useListState } from './use-list-state';

const NO_VENDORS = [] as const;

/** /m/gameList?gameType=&vassalage= (spec section 2): banner, jackpot, tabs, filters and the endless grid. */
export default function GameListScreen() {
  const [state, setState] = useListState();
  const vendors = useVendorStructure();
  return (
    <div className={screen} data-testid="game-list-screen">
      <Stack gap="sm">
        <ListBanner gameType={state.gameType} />
        <JackpotStrip />
        <GameBrowser state={state} onChange={setState} vendors={vendors.data?.mapping[state.gameType] ?? NO_VENDORS} />
      </Stack>
    </div>
  );
}
