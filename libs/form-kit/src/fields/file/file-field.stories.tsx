import type { Meta, StoryObj } from '@storybook/react-vite';
import * as z from 'zod/mini';
import { StoryForm } from '../../testing/story-form';
import { FileField } from './file-field';
import type { CheckedImage } from './image-files';
import { images } from './image-files-schema';

function Upload({ required }: { required: boolean }) {
  const schema = z.object({ proof: images({ required }) });
  return (
    <StoryForm schema={schema} defaultValues={{ proof: [] as CheckedImage[] }}>
      <FileField name="proof" label="Deposit receipt" hint="png or jpg, up to 5 MB, at most 3" />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/FileField', component: Upload } satisfies Meta<typeof Upload>;
export default meta;

/** Pick a renamed gif or a file over 5 MB to see the refusals; previews are object URLs freed on removal. */
export const Required: StoryObj<typeof meta> = { args: { required: true } };
