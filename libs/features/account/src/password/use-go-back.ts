import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@playdeck/session';

/** One step back, or home when this page was the first one opened (nothing in-app to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const isFirstPage = useLocation().key === 'default';
  return useCallback(() => {
    if (isFirstPage) navigate(HOME_PATH, { replace: true });
    else navigate(-1);
  }, [navigate, isFirstPage]);
}
