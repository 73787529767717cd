import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { required, text } from '../../schema/text-rules';
import { StoryForm } from '../../testing/story-form';
import { CaptchaField } from './captcha-field';
import { useCaptchaImage } from './use-captcha-image';

const schema = z.object({ captcha: text([required('in_vwrite_code')]) });

/** The first code each story shows; every refresh counts up from it. */
const FIRST_CODE = 4821;

/** A captcha-like picture of `code`'s digits (what the platform sends is a base64 PNG). */
function drawCode(code: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = 104;
  canvas.height = 40;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#eee';
  context.fillRect(0, 0, 104, 40);
  context.font = 'bold 22px monospace';
  context.fillStyle = '#333';
  // Not random: a story must look the same each time it is opened (visual snapshots).
  context.fillText(String(code), 22, 28);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

function Captcha({ fails }: { fails: boolean }) {
  // Counted per story, not per page: whatever was opened before, a story starts at FIRST_CODE.
  const nextCode = useRef(FIRST_CODE);
  const captcha = useCaptchaImage(() => (fails ? Promise.reject(new Error('offline')) : Promise.resolve(drawCode(nextCode.current++))));
  const { refresh } = captcha;
  useEffect(() => void refresh(), [refresh]);
  return (
    <StoryForm schema={schema} defaultValues={{ captcha: '' }}>
      <CaptchaField captcha={captcha} label="Captcha" />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/CaptchaField', component: Captcha } satisfies Meta<typeof Captcha>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tap the image for a new one. */
export const Default: Story = { args: { fails: false } };
export const ImageFailed: Story = { args: { fails: true } };
