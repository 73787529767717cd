import { useNavigate } from 'react-router-dom';
import { RichText } from '@playdeck/ui/rich-text';
import * as styles from './content.css';

/** Server HTML of an announcement, promotion or help item: sanitised, in-app links routed in the app. */
export function ContentHtml({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  return <RichText html={html} onInternalLink={(path) => navigate(path)} className={styles.richText} data-testid={testId} />;
}
