import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BackTarget } from '../layout/layout-rules';
import { paths } from '@playdeck/routes';

/** The header's back action: home, or one step back unless this page was the first one opened. */
export function useBack(target: BackTarget): () => void {
  const navigate = useNavigate();
  // React Router gives the entry it started on the key "default": there is nothing in-app to go back to.
  const isFirstPage = useLocation().key === 'default';
  return useCallback(() => {
    if (target === 'home' || isFirstPage) navigate(paths.home);
    else navigate(-1);
  }, [navigate, target, isFirstPage]);
}
