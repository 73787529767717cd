import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { ToastProvider, Button } from '@playdeck/ui';
import { KitForm } from '../form/kit-form';
import { useKitForm } from '../form/use-kit-form';

export interface StoryFormProps<Values extends FieldValues, Output> {
  schema: StandardSchemaV1<Values, Output>;
  defaultValues: DefaultValues<Values>;
  children: ReactNode;
}

/** A kit form around a story's field, with a submit that prints what the form would send. */
export function StoryForm<Values extends FieldValues, Output>({ schema, defaultValues, children }: StoryFormProps<Values, Output>) {
  const form = useKitForm({ schema, defaultValues });
  const [sent, setSent] = useState<string | null>(null);
  const show = (value: unknown) =>
    JSON.stringify(value, (_key, item) => (item instanceof File ? `${item.name} (${item.size} B)` : item), 2);
  return (
    <ToastProvider>
      <div style={{ padding: 16, maxWidth: 420 }}>
        <KitForm form={form} onValid={(output) => setSent(show(output))}>
          {children}
          <Button type="submit" block>
            Submit
          </Button>
        </KitForm>
        {sent ? <pre data-testid="story-sent">{sent}</pre> : null}
      </div>
    </ToastProvider>
  );
}
