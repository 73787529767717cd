import { fireEvent, screen, within } from '@testing-library/react';

// How specs drive the deposit screen: by its test ids, as a member would (type, leave the field, tap).

export const amountInput = () => screen.getByTestId<HTMLInputElement>('deposit-amount');
export const submitButton = () => screen.getByTestId<HTMLButtonElement>('deposit-submit');

/** The message under the amount field, if one shows. */
export function amountMessage(): string | null {
  const ids = (amountInput().getAttribute('aria-describedby') ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

export function typeAmount(value: string) {
  fireEvent.change(amountInput(), { target: { value } });
  fireEvent.blur(amountInput());
}

export async function chooseChannel(channelId: string) {
  const list = await screen.findByTestId('deposit-channel-list');
  const channel = within(list)
    .getAllByTestId('deposit-channel')
    .find((element) => element.dataset.channelId === channelId);
  if (!channel) throw new Error(`no channel ${channelId}`);
  fireEvent.click(channel);
}

export function quickChip(label: string): HTMLButtonElement {
  const chip = within(screen.getByTestId('deposit-quick-amounts'))
    .getAllByTestId('deposit-quick-amount')
    .find((element) => element.textContent === label);
  if (!chip) throw new Error(`no chip ${label}`);
  return chip as HTMLButtonElement;
}
