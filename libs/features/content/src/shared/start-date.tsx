import { Text } from '@playdeck/ui/layout';

/** When a notice or message starts, as a small muted <time> written by `format` (the list's or the detail's). */
export function StartDate({ at, format, testId }: { at: number; format: (epochMs: number) => string; testId?: string }) {
  return (
    <Text as="time" size="sm" weight="regular" tone="muted" dateTime={new Date(at).toISOString()} data-testid={testId}>
      {format(at)}
    </Text>
  );
}
