import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@playdeck/ui';
import { copyText } from './copy-text';

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name and the toast ("Account number"). */
  label: string;
  'data-testid'?: string;
}

/** A small "Copy" button: a toast says it was copied, or, when the browser refused, to copy it by hand. */
export function CopyButton({ text, label, 'data-testid': testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    const copied = await copyText(text);
    toast.show(
      copied
        ? { message: t('deposit_copied', { label }), kind: 'success' }
        : { message: t('deposit_copy_failed', { label }), kind: 'error' },
    );
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('deposit_copy_named', { label })} data-testid={testId}>
      {t('deposit_copy')}
    </Button>
  );
}
