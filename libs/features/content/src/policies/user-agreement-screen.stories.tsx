import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import UserAgreementScreen from './user-agreement-screen';

/** The documents are texts of the catalogue with the brand's name and minimum age: nothing is loaded, so no loading or error state. */
const meta = {
  title: 'Screens/User agreement',
  component: UserAgreementScreen,
  parameters: { screen: { path: '/m/useragreement', route: '/m/useragreement' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof UserAgreementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user agreement's tab. */
export const UserAgreement: Story = {};

/** ?doc=privacy: the privacy policy's tab. */
export const PrivacyPolicy: Story = {
  parameters: { screen: { path: '/m/useragreement?doc=privacy', route: '/m/useragreement' } } satisfies Partial<ScreenStoryParameters>,
};
