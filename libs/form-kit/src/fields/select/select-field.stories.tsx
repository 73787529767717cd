import type { Meta, StoryObj } from '@storybook/react-vite';
import * as z from 'zod/mini';
import { required, text } from '../../schema/text-rules';
import { StoryForm } from '../../testing/story-form';
import { SelectField } from './select-field';

const schema = z.object({ bank: text([required('withdraw_bank_required')]), branch: z.string() });

const banks = [
  { value: 'VCB', label: 'Vietcombank' },
  { value: 'TCB', label: 'Techcombank' },
  { value: 'ACB', label: 'Asia Commercial Bank' },
];

function ChooseBank() {
  return (
    <StoryForm schema={schema} defaultValues={{ bank: '', branch: 'north' }}>
      <SelectField name="bank" label="Bank" placeholder="Choose a bank" options={banks} />
      <SelectField
        name="branch"
        label="Branch"
        options={[
          { value: 'north', label: 'North' },
          { value: 'south', label: 'South' },
        ]}
      />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/SelectField', component: ChooseBank } satisfies Meta<typeof ChooseBank>;
export default meta;

/** Submit without a bank: the message shows under the select like any kit field's. */
export const Default: StoryObj<typeof meta> = {};
