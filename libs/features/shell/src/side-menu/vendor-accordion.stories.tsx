import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { buildVendorStructure } from '@playdeck/api';
import { demoVendorLanes } from '@playdeck/testing/fake-platform';
import { VendorAccordion } from './vendor-accordion';

const meta = {
  title: 'Shell/Side menu vendor accordion',
  component: VendorAccordion,
  args: { structure: buildVendorStructure(demoVendorLanes) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 360, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof VendorAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {};
