import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMemberSession, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import ResponsibleGamingScreen from './responsible-gaming-screen';

const meta = {
  title: 'Screens/Responsible gaming',
  component: ResponsibleGamingScreen,
  parameters: { screen: { path: '/m/responsibleGaming', route: '/m/responsibleGaming' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof ResponsibleGamingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: the controls the brand offers (brand.json `responsibleGaming.controls`), a way to log in to set them,
 * and the brand's helpline and links for the language (switch the brand in the toolbar: each has its own helpline).
 */
export const Visitor: Story = {};

/** A signed-in member: the way into the security centre to set the controls. */
export const Member: Story = {
  parameters: { screen: { path: '/m/responsibleGaming', route: '/m/responsibleGaming', session: demoMemberSession } },
};
