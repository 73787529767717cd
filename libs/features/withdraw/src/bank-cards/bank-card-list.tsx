import { useTranslation } from 'react-i18next';
import type { BankCard } from '@playdeck/api';
import { EmptyState } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';

/** The member's cards: bank, masked number ("•••• 4242") and payee. */
export function BankCardList({ cards }: { cards: readonly BankCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) {
    return <EmptyState title={t('withdraw_cards_empty')} description={t('withdraw_cards_empty_hint')} data-testid="bank-cards-empty" />;
  }
  return (
    <Stack as="ul" gap="sm" data-testid="bank-card-list">
      {cards.map((card) => (
        <Card as="li" key={card.id} padding="md" gap="xs" data-testid="bank-card">
          <Text weight="bold">{card.bankName}</Text>
          <Text>{card.maskedNumber}</Text>
          <Text size="sm" tone="muted">
            {t('withdraw_card_payee', { name: card.payeeName })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
