import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMemberSession, renderWithApp } from '@playdeck/testing';
import { depositScreenLoader, type DepositTemplate } from './index';

describe('depositScreenLoader', () => {
  it.each<DepositTemplate>(['new', 'base'])('gives the route a screen in the template the app reports (%s)', async (template) => {
    const { default: Screen } = await depositScreenLoader(() => template)();
    await renderWithApp(<Screen />, { path: '/m/voucherCenter', session: demoMemberSession });
    expect((await screen.findByTestId('deposit-screen')).dataset.template).toBe(template);
  });
});
