import type { Meta, StoryObj } from '@storybook/react-vite';
import * as z from 'zod/mini';
import { StoryForm } from '../../testing/story-form';
import { AmountField } from './amount-field';
import { amount } from './amount-schema';

function Deposit({ code, decimals, min, max }: { code: string; decimals: number; min: number; max: number }) {
  const schema = z.object({ amount: amount({ decimals, min, max }) });
  return (
    <StoryForm schema={schema} defaultValues={{ amount: '' }}>
      <AmountField name="amount" label="Amount" currency={{ code, displayDecimals: decimals }} />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/AmountField', component: Deposit } satisfies Meta<typeof Deposit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting prints the integer minor units the form would send. */
export const TwoDecimals: Story = { args: { code: 'USD', decimals: 2, min: 1000, max: 5_000_000 } };
export const NoDecimals: Story = { args: { code: 'VND', decimals: 0, min: 50_000, max: 100_000_000 } };
