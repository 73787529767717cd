import { describe, expect, it } from 'vitest';
import { footerItems } from './footer-items';

const CS = 'https://support.example.test/chat';

describe('footerItems', () => {
  it('for visitors: promotion, home, customer service, other', () => {
    expect(footerItems(false, CS).map((item) => item.id)).toEqual(['promotion', 'home', 'service', 'other']);
  });

  it('for members: promotion, record, home, customer service, member centre', () => {
    expect(footerItems(true, CS).map((item) => item.id)).toEqual(['promotion', 'record', 'home', 'service', 'member']);
  });

  it('points at the spec routes and the external customer-service link', () => {
    const targets = Object.fromEntries(
      [...footerItems(true, CS), ...footerItems(false, CS)].map((item) => [item.id, item.kind === 'route' ? item.to : item.href]),
    );
    expect(targets).toEqual({
      promotion: '/m/activity',
      record: '/m/transaction/record',
      home: '/m/home',
      service: CS,
      member: '/m/member/home',
      other: '/m/other',
    });
  });
});
