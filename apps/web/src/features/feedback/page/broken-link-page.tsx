import { en } from '@sitewatch/shared/i18n';
import { PageSpinner } from '../../../ui/spinner';
import { useLanguage } from '../language/use-language';
import styles from '../report/report-status-page.module.css';
import { StatusView } from '../ui/status-view';

/**
 * A /feedback address that is no feedback link (issue 26: no dead ends), in the visitor's language. A status
 * link cut short or mistyped says the report was not found and offers the site's chat; anything else says
 * the link does not work and to scan the QR code again.
 */
export function BrokenLinkPage({ chatPath }: { chatPath?: string }) {
  const { translation } = useLanguage();
  if (!translation) return <PageSpinner label={en.page.loading} />;
  if (chatPath) {
    return (
      <StatusView text={translation.visitorReport.notFound}>
        <a className={styles.back} href={chatPath}>
          {translation.visitorReport.backToChat}
        </a>
      </StatusView>
    );
  }
  return <StatusView title={translation.page.siteNotFoundTitle} text={translation.page.siteNotFoundText} />;
}
