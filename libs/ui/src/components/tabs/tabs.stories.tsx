import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const categories = ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'COCKFIGHT'];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'ALL', children: null },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  render: () => (
    <Tabs defaultValue="ALL">
      <TabList aria-label="Game categories">
        {categories.map((category) => (
          <Tab key={category} value={category}>
            {category}
          </Tab>
        ))}
      </TabList>
      {categories.map((category) => (
        <TabPanel key={category} value={category} style={{ padding: 16 }}>
          {category} games
        </TabPanel>
      ))}
    </Tabs>
  ),
};

function ControlledTabs() {
  const [value, setValue] = useState('all');
  return (
    <Tabs value={value} onChange={setValue}>
      <TabList aria-label="Filter">
        <Tab value="all">All</Tab>
        <Tab value="hot">Hot</Tab>
        <Tab value="recent">Recent</Tab>
        <Tab value="favourites">Favourites</Tab>
      </TabList>
      <p style={{ padding: 16 }}>Selected: {value}</p>
    </Tabs>
  );
}

export const ControlledFilterBar: Story = { render: () => <ControlledTabs /> };
