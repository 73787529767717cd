import { useTranslation } from 'react-i18next';
import { Stack, Text, TitledCard } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useBankCards } from '../shared/bank-cards-query';
import { SetPaymentPasswordFirst } from '../shared/set-payment-password-first';
import { useAskedReturnPath } from '../shared/use-return-path';
import { AddBankCardForm } from './add-bank-card-form';
import { BankCardList } from './bank-card-list';

/**
 * /m/member/bankCard: the member's cards and a form to add one (at most maxCards). A member without a
 * payment password sets one first and comes back here; ?redirect= names the page to go on to once a card is added.
 */
export default function BankCardsScreen() {
  const { t } = useTranslation();
  const query = useBankCards();
  const returnTo = useAskedReturnPath();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_bank_cards')}>
      <QueryState query={query} testId="bank-cards" titleKey="withdraw_load_failed">
        {(cards) => (
          <>
            <Stack gap="sm">
              <Text as="h2" size="lg" weight="bold">
                {t('withdraw_cards_title', { n: cards.cards.length, max: cards.maxCards })}
              </Text>
              <BankCardList cards={cards.cards} />
            </Stack>
            {!cards.hasPaymentPassword ? (
              <SetPaymentPasswordFirst messageKey="withdraw_card_needs_payment_password" />
            ) : cards.cards.length >= cards.maxCards ? (
              <Text tone="muted" data-testid="bank-card-limit">
                {t('withdraw_cards_limit', { max: cards.maxCards })}
              </Text>
            ) : (
              <TitledCard heading={t('withdraw_card_add_title')}>
                <AddBankCardForm cards={cards} returnTo={returnTo} />
              </TitledCard>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
