import { useCallback, useRef, useState } from 'react';
import { useLatest } from '@playdeck/ui';

/**
 * A captcha image (base64 PNG) from `load`. Each request replaces the device's previous captcha on the
 * platform, so requests never overlap: a refresh asked for while one is in flight runs after it, and the
 * image shown is always the one the platform will check.
 */
export function useCaptchaImage(load: () => Promise<string>) {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const again = useRef(false);
  const latestLoad = useLatest(load);

  const refresh = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setLoading(true);
    do {
      again.current = false;
      try {
        setImage(await latestLoad.current());
        setFailed(false);
      } catch {
        setFailed(true);
      }
    } while (again.current);
    inFlight.current = false;
    setLoading(false);
  }, [latestLoad]);

  return { image, loading, failed, refresh };
}

export type CaptchaImage = ReturnType<typeof useCaptchaImage>;
