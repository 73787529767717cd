import { createHash } from 'node:crypto';
import type { LotteryPrize } from '@playdeck/api';
import type { LotteryRegion } from '../game-types';

/** One prize tier: how many winning numbers it has and how many digits each. */
interface Tier {
  count: number;
  digits: number;
}

const tiers = (...pairs: [count: number, digits: number][]): readonly Tier[] => pairs.map(([count, digits]) => ({ count, digits }));

// The prize tables of the lottery families, top prize first (the special prize of a Vietnamese lottery).
const NORTHERN = tiers([1, 5], [1, 5], [2, 5], [6, 5], [4, 4], [6, 4], [3, 3], [4, 2]);
const SOUTHERN_AND_CENTRAL = tiers([1, 6], [1, 5], [1, 5], [2, 5], [7, 5], [1, 4], [3, 4], [1, 3], [1, 2]);
const SOUTH_EAST_ASIAN = tiers([1, 6], [2, 3], [1, 2]);
const FAST = tiers([5, 1]);

export interface DrawnLottery {
  vendorCode: string;
  region: LotteryRegion | null;
  drawIntervalSeconds: number;
}

const DAY_SECONDS = 86_400;

function prizeTable(lottery: DrawnLottery): readonly Tier[] {
  if (lottery.vendorCode === 'TCG_LOTTO_VN') return lottery.region === 'NORTH' ? NORTHERN : SOUTHERN_AND_CENTRAL;
  return lottery.drawIntervalSeconds >= DAY_SECONDS ? SOUTH_EAST_ASIAN : FAST;
}

/** An endless stream of uniform decimal digits from SHA-256 blocks of a key (bytes of 250 and above are skipped). */
function digitStream(key: string): () => number {
  let block = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let position = 0;
  return () => {
    for (;;) {
      if (position === bytes.length) {
        bytes = createHash('sha256').update(`${key}:${block++}`).digest();
        position = 0;
      }
      const byte = bytes[position++]!;
      if (byte < 250) return byte % 10;
    }
  };
}

/**
 * The results of one draw. The platform plays the lottery operator: numbers come from a hash of the merchant,
 * the game and the issue, so a draw keeps its numbers on every ask without a table of past draws, and
 * different merchants, games and issues draw independently.
 */
export function drawResults(lottery: DrawnLottery, key: { merchantId: number; gameId: number; issueNo: string }): LotteryPrize[] {
  const nextDigit = digitStream(`${key.merchantId}:${key.gameId}:${key.issueNo}`);
  return prizeTable(lottery).map((tier, index) => ({
    tier: index,
    numbers: Array.from({ length: tier.count }, () => Array.from({ length: tier.digits }, nextDigit).join('')),
  }));
}
