import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { brand, brandImages } from '@playdeck/brand';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { LoginForm } from './login-form';
import { loginPaths } from './login-paths';
import { safeRedirect } from './safe-redirect';
import * as styles from './login-screen.css';

/**
 * /m/login. The shell shows no header here, so the screen has its own way home and the page's h1.
 * After logging in it goes to `redirect` when that is an in-app path, else home.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  return (
    <Stack gap="none">
      <div className={styles.top}>
        <Link to={loginPaths.home} className={styles.back} aria-label={t('login_back_home')} data-testid="login-back">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </Link>
        <img className={styles.logo} src={brandImages.logo} alt={brand.name} />
      </div>
      <Stack padding="lg">
        <Text as="h1" size="xl" weight="bold" align="center" data-testid="page-title">
          {t('login_title')}
        </Text>
        <Card>
          <LoginForm onSuccess={done} />
        </Card>
      </Stack>
    </Stack>
  );
}
