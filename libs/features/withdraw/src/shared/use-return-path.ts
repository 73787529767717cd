import { useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from './return-path';

/** Where this screen returns to once its step is done: the safe `redirect` parameter, else `fallback`. */
export function useReturnPath(fallback: string): string {
  const [search] = useSearchParams();
  return safeReturnPath(search.get(RETURN_PARAM), fallback);
}

/** The `redirect` parameter when it names a safe in-app page, else null. */
export function useAskedReturnPath(): string | null {
  const [search] = useSearchParams();
  const asked = search.get(RETURN_PARAM);
  const safe = safeReturnPath(asked, '');
  return safe === '' ? null : safe;
}
