import { en } from '@sitewatch/shared/i18n';
import { Button } from '../../../ui/button';
import { PageSpinner } from '../../../ui/spinner';
import { FeedbackChat } from '../chat/feedback-chat';
import { useLanguage } from '../language/use-language';
import type { SiteParams } from '../lib/site-headers';
import { StatusView } from '../ui/status-view';
import { usePublicSite } from './use-public-site';

/**
 * The public feedback page at /feedback/{siteId}/{siteIdCode} (spec section 2): the chat, or a
 * friendly view for an unknown site. The chat shows while the site's info is still on its way (its
 * title is the page's largest paint, and nothing before the first message needs the site), so a
 * slow network delays only the intro and the site name.
 */
export function FeedbackPage(params: SiteParams) {
  const { language, translation, setLanguage } = useLanguage();
  const { state, retry } = usePublicSite(params);

  // The chosen language's texts are still on their way; English is bundled and always at hand.
  if (!translation) return <PageSpinner label={en.page.loading} />;
  if (state.status === 'notFound') {
    return <StatusView title={translation.page.siteNotFoundTitle} text={translation.page.siteNotFoundText} />;
  }
  if (state.status === 'error') {
    return (
      <StatusView text={translation.page.loadError}>
        <Button onClick={retry}>{translation.page.retry}</Button>
      </StatusView>
    );
  }
  return (
    <FeedbackChat
      params={params}
      site={state.status === 'ready' ? state.site : null}
      language={language}
      translation={translation}
      onLanguageChange={setLanguage}
    />
  );
}
