import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoAgentSession,
  demoMemberSession,
  demoMerchantWallets,
  networkFailure,
  refuseUnknown,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import RecordsScreen from './records-screen';

const screen = (path: string): ScreenStoryParameters['screen'] => ({ path, route: '/m/transaction/record', session: demoMemberSession });

const meta = {
  title: 'Screens/Account records',
  component: RecordsScreen,
  parameters: { screen: screen('/m/transaction/record') } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's records of the demo member (a deposit, a transfer, a bet and a win), with totals per type. */
export const Today: Story = {};

/** The last 7 days of one type, as a link or a refresh restores them; the JL wallet has its vendor name. */
export const BetsOfSevenDays: Story = {
  parameters: {
    screen: screen('/m/transaction/record?type=BET&range=7d'),
    fakePlatform: (platform) =>
      platform.answer(calls.wallet.merchantWallets, {
        ...demoMerchantWallets,
        wallets: [...demoMerchantWallets.wallets, { code: 'JL', name: 'JILI' }],
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** More than one page: "Load more" appends page 2. */
export const TwoPages: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.records.list, ({ query }) => {
        const pageNum = Number(query?.pageNo ?? 1);
        const base = pageNum === 1 ? 100 : 80;
        return {
          list: Array.from({ length: 20 }, (_, index) => ({
            id: base - index,
            type: index % 2 ? ('BET' as const) : ('WIN' as const),
            amount: index % 2 ? -20 : 35.5,
            balanceAfter: 1_000 + index,
            wallet: 'MAIN',
            reference: `round-${base - index}`,
            createdAt: Date.UTC(2026, 10, 23, 9, 59 - index),
          })),
          totals: [
            { type: 'BET' as const, count: 20, amount: -400 },
            { type: 'WIN' as const, count: 20, amount: 710 },
          ],
          pageNum,
          totalPages: 2,
        };
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Nothing in the range: the hint and the button to see 30 days. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.records.list, { list: [], totals: [], pageNum: 1, totalPages: 0 }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The platform refuses: the error with a retry. */
export const LoadError: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.records.list, refuseUnknown('system.error', { status: 500 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The records take 3 s: the skeleton. */
export const Slow: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.records.list, delayed(3000, { list: [], totals: [], pageNum: 1, totalPages: 0 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The agent form (?types=A): the agent's own records under their own title. */
export const AgentForm: Story = {
  parameters: { screen: screen('/m/transaction/record?types=A') } satisfies Partial<ScreenStoryParameters>,
};

/** The agent form's team records (?types=A&scope=team): the downline's movements, each with its member. */
export const AgentTeamRecords: Story = {
  parameters: {
    screen: { path: '/m/transaction/record?types=A&scope=team', route: '/m/transaction/record', session: demoAgentSession },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.records.list, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** One page of today's records, as the screen asks for them (20 a page). */
const SHOWN_PAGE = {
  list: [
    {
      id: 2,
      type: 'WIN' as const,
      amount: 35.5,
      balanceAfter: 1_035.5,
      wallet: 'MAIN',
      reference: 'round-2',
      createdAt: Date.UTC(2026, 10, 23, 9, 30),
    },
    {
      id: 1,
      type: 'BET' as const,
      amount: -20,
      balanceAfter: 1_000,
      wallet: 'MAIN',
      reference: 'round-1',
      createdAt: Date.UTC(2026, 10, 23, 9, 29),
    },
  ],
  totals: [
    { type: 'BET' as const, count: 1, amount: -20 },
    { type: 'WIN' as const, count: 1, amount: 35.5 },
  ],
  pageNum: 1,
  totalPages: 1,
};

/** The export's own requests ask for the contract's largest page (100); the screen's for 20. */
const isExportPage = (query: Record<string, unknown> | undefined) => Number(query?.pageSize) === 100;

/** Taps "Export CSV" once the screen shows its records (or its empty state). */
async function tapExport({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.click(await canvas.findByTestId('records-export-button'));
}

/** Export CSV tapped: the export's pages never come while the story is looked at, so the button stays busy. */
export const ExportBusy: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.records.list, ({ query }) => (isExportPage(query) ? delayed(600_000, networkFailure()) : SHOWN_PAGE)),
  } satisfies Partial<ScreenStoryParameters>,
  play: async (context) => {
    await tapExport(context);
    await context.canvas.findByRole('button', { busy: true });
  },
};

/** Export CSV on a range without records: no file, the message instead. */
export const ExportEmpty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.records.list, { list: [], totals: [], pageNum: 1, totalPages: 0 }),
  } satisfies Partial<ScreenStoryParameters>,
  play: async (context) => {
    await tapExport(context);
    await context.canvas.findByTestId('records-export-empty');
  },
};

/** The export's first page is refused: the error, and the button offers to try again. */
export const ExportFailed: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.records.list, ({ query }) =>
        isExportPage(query) ? refuseUnknown('system.error', { status: 500 }) : SHOWN_PAGE,
      ),
  } satisfies Partial<ScreenStoryParameters>,
  play: async (context) => {
    await tapExport(context);
    await context.canvas.findByTestId('records-export-failed');
  },
};
