import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@playdeck/ui';
import { Text, type TextProps } from '@playdeck/ui/layout';
import { useKitFormContext } from '../form/kit-form';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The form's submit: full width unless said, busy while its submission (useKitSubmit) is out. */
export function SubmitButton({ block = true, loading = false, ...props }: SubmitButtonProps) {
  const form = useKitFormContext();
  return <Button type="submit" block={block} loading={loading || form.busy} {...props} />;
}

export interface FormErrorProps {
  size?: TextProps['size'];
  'data-testid'?: string;
}

/** The refusal about no field of the form (useKitSubmit), said under it; nothing while there is none. */
export function FormError(props: FormErrorProps) {
  const { t } = useTranslation();
  const { formError } = useKitFormContext();
  if (!formError) return null;
  return (
    <Text role="alert" tone="danger" {...props}>
      {t(formError.key, formError.params)}
    </Text>
  );
}
