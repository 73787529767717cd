import { describe, expect, it } from 'vitest';
import { buildVendorStructure, type VendorLane } from '@playdeck/api';
import { footerVendors } from './footer-vendors';

const lane = (gameClassify: VendorLane['gameClassify'], vendors: string[]): VendorLane => ({
  title: gameClassify,
  gameClassify,
  cards: vendors.map((vassalage) => ({
    vassalage,
    accountTypeName: vassalage,
    displayName: `${vassalage} name`,
    gameType: gameClassify,
    gameCount: 1,
  })),
});

describe('footerVendors', () => {
  const structure = buildVendorStructure([
    lane('LOTT', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    lane('LIVE', ['SEX', 'EVO']),
    lane('RNG', ['JL', 'PG']),
    lane('SPORTS', ['BTI', 'AV', 'DS88']),
    lane('PVP', ['JL', 'KM']),
  ]);

  it('leaves out lottery categories and lottery vendors', () => {
    const codes = footerVendors(structure).map((vendor) => vendor.card.vassalage);
    for (const lottery of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) expect(codes).not.toContain(lottery);
    expect(footerVendors(structure).map((vendor) => vendor.category)).not.toContain('LOTT');
  });

  it('lists every other vendor once, in menu order, under its first category', () => {
    expect(footerVendors(structure).map((vendor) => `${vendor.category}-${vendor.card.vassalage}`)).toEqual([
      'LIVE-SEX',
      'LIVE-EVO',
      'COCKFIGHT-DS88',
      'RNG-JL',
      'RNG-PG',
      'SPORTS-BTI',
      'PVP-KM',
      'ESPORTS-AV',
    ]);
  });

  it('drops a lottery vendor filed under another category too', () => {
    const mixed = buildVendorStructure([lane('RNG', ['PG', 'TCG_SEA'])]);
    expect(footerVendors(mixed).map((vendor) => vendor.card.vassalage)).toEqual(['PG']);
  });
});
