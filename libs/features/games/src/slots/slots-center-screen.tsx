import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@playdeck/api';
import { useVendorStructure } from '@playdeck/site-data';
import { GameBrowser } from '../list/game-browser';
import { JackpotStrip } from '../list/jackpot-strip';
import { ListBanner } from '../list/list-banner';
import { changeFilters, type GameListState } from '../list/list-state';
import { useListState } from '../list/use-list-state';
import * as rowStyles from '../rows.css';
import * as styles from './slots-center.css';

const NO_VENDORS: readonly VendorCard[] = [];

function ProviderStrip({
  providers,
  state,
  onChange,
}: {
  providers: readonly VendorCard[];
  state: GameListState;
  onChange: (state: GameListState) => void;
}) {
  const { t } = useTranslation();
  const chip = (vassalage: string, label: string) => (
    <li key={vassalage || 'all'}>
      <button
        type="button"
        className={rowStyles.tab}
        aria-pressed={state.filters.vassalage === vassalage}
        onClick={() => onChange(changeFilters(state, { vassalage }))}
        data-testid={`slots-provider-${vassalage || 'all'}`}
      >
        {label}
      </button>
    </li>
  );
  return (
    <ul className={styles.providers} aria-label={t('game_providers')} data-testid="slots-providers">
      {chip('', t('game_filter_all_vendors'))}
      {providers.map((card) => chip(card.vassalage, card.displayName))}
    </ul>
  );
}

/** /m/slotsCenter?vassalage= (spec section 2): the slots of one provider, with the other providers a tap away. */
export default function SlotsCenterScreen() {
  const [listState, setState] = useListState();
  // The slots centre only ever shows slots, whatever the URL says.
  const state: GameListState = { ...listState, gameType: 'RNG' };
  const providers = useVendorStructure().data?.mapping.RNG ?? NO_VENDORS;
  return (
    <div className={rowStyles.screen} data-testid="slots-center-screen">
      <ListBanner gameType="RNG" />
      <JackpotStrip />
      <ProviderStrip providers={providers} state={state} onChange={setState} />
      <GameBrowser state={state} onChange={setState} vendors={providers} showVendorPicker={false} />
    </div>
  );
}
