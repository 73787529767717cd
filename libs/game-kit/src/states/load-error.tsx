import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { isSessionEnded } from '@playdeck/session/api';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';

/** A load failure: what went wrong (translated, spec section 8) and a retry. Never a blank screen. */
export function LoadError({ error, onRetry, testId = 'load-error' }: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  const { key, params } = describeError(error);
  return (
    <Stack gap="sm" align="center" padding="md" role="alert" data-testid={testId}>
      {/* The shell already tells the member a session ended; here only the retry remains. */}
      {isSessionEnded(error) ? null : (
        <Text size="sm" tone="muted" align="center">
          {t(key, params)}
        </Text>
      )}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
