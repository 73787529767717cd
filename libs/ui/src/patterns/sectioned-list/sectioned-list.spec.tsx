import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionedList, type RowLinkComponent } from './sectioned-list';

describe('SectionedList', () => {
  it('groups rows under named sections, with a link row, a button row and a plain row', async () => {
    const onSelect = vi.fn();
    render(
      <SectionedList
        sections={[
          {
            id: 'funds',
            title: 'Funds',
            rows: [
              { id: 'cards', label: 'Bank cards', value: '2 cards', to: '/m/bankCard' },
              { id: 'password', label: 'Payment password', badge: <span>NEW</span>, onSelect },
            ],
          },
          { id: 'about', rows: [{ id: 'version', label: 'Version', value: '1.0.0' }] },
        ]}
      />,
    );
    const funds = screen.getByRole('region', { name: 'Funds' });
    const link = within(funds).getByRole('link', { name: /Bank cards/ });
    expect(link.getAttribute('href')).toBe('/m/bankCard');
    expect(link.textContent).toContain('2 cards');
    expect(within(funds).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(funds).getByRole('button', { name: /Payment password/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('row-password').textContent).toContain('NEW');

    const version = screen.getByTestId('row-version');
    expect(version.tagName).toBe('DIV');
    expect(version.textContent).toBe('Version1.0.0');
  });

  it('renders link rows with the link component it is given (the router Link in the app)', () => {
    const RouterLink: RowLinkComponent = ({ to, children, ...props }) => (
      <a href={`#${to}`} data-router="yes" {...props}>
        {children}
      </a>
    );
    render(<SectionedList linkComponent={RouterLink} sections={[{ id: 's', rows: [{ id: 'vip', label: 'VIP', to: '/m/vip' }] }]} />);
    const link = screen.getByRole('link', { name: 'VIP' });
    expect(link.getAttribute('href')).toBe('#/m/vip');
    expect(link.dataset.router).toBe('yes');
  });
});
