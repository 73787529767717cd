import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameTile } from './game-tile';

const icon = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/><text x="50" y="60" font-size="32" text-anchor="middle" fill="white" font-family="sans-serif">${letters}</text></svg>`)}`;

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  decorators: [(Story) => <div style={{ width: 120 }}>{Story()}</div>],
  args: {
    game: {
      nodeId: '100001',
      gameName: 'Golden Dragon Megaways',
      iconUrl: icon('GD', '#7c3aed'),
      category: 'RNG',
      isNew: false,
      isHot: false,
    },
    onOpen: fn(),
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slot: Story = {};
export const NewAndHot: Story = { args: { game: { ...meta.args.game, isNew: true, isHot: true } } };
export const Favourite: Story = { args: { favourite: { active: true, onToggle: fn() } } };
export const NotFavourite: Story = { args: { favourite: { active: false, onToggle: fn() } } };
export const Launching: Story = { args: { busy: true } };
/** A sports book: the first tap reveals the buttons. */
export const Sports: Story = {
  args: { game: { ...meta.args.game, gameName: 'SABA Sports', category: 'SPORTS', iconUrl: icon('SB', '#0e9f6e') } },
};
/** A live casino room: its type (Free, VIP, Pay per View) among the marks. */
export const LiveRoom: Story = {
  args: { game: { ...meta.args.game, gameName: 'Baccarat VIP 3', category: 'LIVE', roomType: 'PPV', iconUrl: icon('BV', '#b45309') } },
};
export const BrokenIcon: Story = { args: { game: { ...meta.args.game, iconUrl: '/missing.png' } } };
