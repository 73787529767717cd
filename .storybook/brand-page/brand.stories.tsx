import type { Meta, StoryObj } from '@storybook/react-vite';
import { activateBrand } from 'virtual:playdeck/story-brands';
import { BrandPage } from './brand-page';

/** Every brand's page: pick the brand in the toolbar (URL: globals=brand:<id>); brands come from brands/<id>/brand.json. */
const meta = {
  title: 'Brand',
  component: BrandPage,
  parameters: { screen: undefined },
  render: (_args, { globals }) => <BrandPage brand={activateBrand(globals.brand)} />,
} satisfies Meta<typeof BrandPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokensAndComponents: Story = { name: 'Tokens and components', args: { brand: undefined as never } };
