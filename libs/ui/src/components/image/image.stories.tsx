import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandImages } from '@playdeck/brand';
import { Image } from './image';

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: brandImages.defaultBanner, alt: 'Promotion banner', aspectRatio: '16 / 9' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fluid: Story = {};
export const FixedSize: Story = { args: { src: brandImages.defaultGame, alt: 'Game', width: 96, height: 96, aspectRatio: undefined } };
export const BrokenWithFallback: Story = {
  args: { src: '/does-not-exist.png', fallbackSrc: brandImages.defaultGame, alt: 'Game', width: 96, height: 96, aspectRatio: undefined },
};
export const BrokenWithoutFallback: Story = {
  args: { src: '/does-not-exist.png', alt: 'Game', width: 96, height: 96, aspectRatio: undefined },
};
