import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function GameTabs(props: { onChange?: (value: string) => void; disabledLive?: boolean }) {
  return (
    <Tabs defaultValue="all" onChange={props.onChange}>
      <TabList aria-label="Game categories">
        <Tab value="all">All</Tab>
        <Tab value="live" disabled={props.disabledLive}>
          Live
        </Tab>
        <Tab value="fish">Fish</Tab>
      </TabList>
      <TabPanel value="all">All games</TabPanel>
      <TabPanel value="live">Live games</TabPanel>
      <TabPanel value="fish" keepMounted>
        Fish games
      </TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tablist, tabs and the selected panel together', () => {
    render(<GameTabs />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(all.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Live' }).tabIndex).toBe(-1);

    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('All games');
    expect(panel.getAttribute('aria-labelledby')).toBe(all.id);
    expect(all.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('never points aria-controls at a panel that is not in the DOM', () => {
    render(<GameTabs />);
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (controls) expect(document.getElementById(controls)).not.toBeNull();
    }
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-controls')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Fish' }).getAttribute('aria-controls')).not.toBeNull();
  });

  it('selects on click (uncontrolled) and reports the change', async () => {
    const onChange = vi.fn();
    render(<GameTabs onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(onChange).toHaveBeenCalledWith('live');
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Live games');
  });

  it('keeps keepMounted panels hidden rather than removed', () => {
    render(<GameTabs />);
    const fish = screen.getByText('Fish games');
    expect(fish.hidden).toBe(true);
  });

  it('moves focus and selection with arrow keys, Home and End, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<GameTabs disabledLive />);
    await user.click(screen.getByRole('tab', { name: 'All' }));

    await user.keyboard('{ArrowRight}');
    const fish = screen.getByRole('tab', { name: 'Fish' });
    expect(document.activeElement).toBe(fish);
    expect(fish.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(fish);

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{End}');
    expect(fish.getAttribute('aria-selected')).toBe('true');
  });

  it('Tab key leaves the tab list for the panel (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<GameTabs />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('in controlled mode follows value and only asks to change', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabs value="a" onChange={onChange}>
        <TabList>
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');

    rerender(
      <Tabs value="b" onChange={onChange}>
        <TabList>
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
  });

  it('works with state held by the parent', async () => {
    function Parent() {
      const [value, setValue] = useState('x');
      return (
        <>
          <output>{value}</output>
          <Tabs value={value} onChange={setValue}>
            <TabList>
              <Tab value="x">X</Tab>
              <Tab value="y">Y</Tab>
            </TabList>
          </Tabs>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Parent />);
    await user.click(screen.getByRole('tab', { name: 'X' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('y');
  });
});
