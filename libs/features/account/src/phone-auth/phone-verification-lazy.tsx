import { lazy, Suspense } from 'react';
import { loadTexts } from '@playdeck/i18n';
import { Skeleton } from '@playdeck/ui';
import type { PhoneVerificationStepProps } from './phone-verification-step';

const Step = lazy(() => Promise.all([import('./phone-verification-step'), loadTexts('signin')]).then(([module]) => module));

/** The phone verification step with its chunk and texts, loaded when a login first needs it. */
export function PhoneVerification(props: PhoneVerificationStepProps) {
  return (
    <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
      <Step {...props} />
    </Suspense>
  );
}
