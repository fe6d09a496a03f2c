import type { PublicSite } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LanguageSheet } from '../language/language-sheet';
import type { SiteParams } from '../lib/site-headers';
import { uploadFile } from '../lib/upload-file';
import { preparePhoto } from '../photos/downscale-image';
import { RecentReports } from '../report/recent-reports';
import { createRecentReports } from '../report/recent-reports-storage';
import { submitIssue } from '../report/submit-issue';
import { FeedbackHeader } from '../ui/feedback-header';
import { AlertIcon } from '../ui/icons';
import { MainTitle } from '../ui/main-title';
import { transcribeAudio } from '../voice/transcribe-audio';
import { useVoiceRecorder } from '../voice/use-voice-recorder';
import { preloadMarkdown } from './assistant-markdown';
import { ChatInputBar } from './chat-input-bar';
import { createSessionPersistence } from './chat-persistence';
import { isSendingDisabled } from './chat-state';
import { createChatStore } from './chat-store';
import styles from './feedback-chat.module.css';
import { IntroBlock } from './intro-block';
import { MessageList } from './message-list';
import { streamChat } from './stream-chat';

export interface FeedbackChatProps {
  params: SiteParams;
  /** Null while the site's public info loads. */
  site: PublicSite | null;
  language: string;
  translation: Translation;
  onLanguageChange: (code: string) => void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function FeedbackChat({ params, site, language, translation, onLanguageChange }: FeedbackChatProps) {
  const languageRef = useRef(language);
  languageRef.current = language;
  const [recentReports] = useState(() => createRecentReports(params.siteId, localStorageOrUndefined()));
  const [store] = useState(() =>
    createChatStore({
      api: {
        streamChat: (messages, lang, signal, onMessage, submittedDraftIds) =>
          streamChat(params, { messages, language: lang, submittedDraftIds }, signal, onMessage),
        uploadPhoto: (photo) => uploadFile(params, 'issue-reporting-images', photo),
        submitIssue: (request, key) => submitIssue(params, request, key),
      },
      getLanguage: () => languageRef.current,
      persistence: createSessionPersistence(params.siteId, sessionStorageOrUndefined()),
      preparePhoto,
      rememberReport: (report) => recentReports.remember(report),
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [input, setInput] = useState('');
  const [isLanguageSheetOpen, setLanguageSheetOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const disabled = isSendingDisabled(state);

  const voice = useVoiceRecorder({
    transcribe: (wav) => transcribeAudio(params, wav, languageRef.current),
    onText: (text) => setInput((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text)),
  });

  const siteName = site ? site.feedbackPageSettings.localizedNames?.[language]?.trim() || site.name : '';
  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  // Spec section 2: the conversation scrolls to the bottom whenever messages change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of what is shown.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [state.messages, state.isWaiting, state.hasSendError, state.cards]);

  const sendText = useCallback(
    (text: string) => {
      preloadMarkdown();
      const isSent = store.sendText(text);
      if (isSent) setInput('');
      return isSent;
    },
    [store],
  );

  const voiceError =
    voice.error === 'microphoneDenied'
      ? translation.page.microphoneDenied
      : voice.error === 'transcriptionFailed'
        ? translation.page.transcriptionError
        : null;

  return (
    <div className={styles.page}>
      <FeedbackHeader
        siteName={siteName}
        language={language}
        texts={translation.page}
        onOpenLanguages={() => setLanguageSheetOpen(true)}
      />
      <div ref={scrollRef} className={styles.scroller}>
        <main className={styles.content}>
          <MainTitle texts={translation.mainTitle} />
          {state.messages.length > 0 ? (
            <MessageList
              state={state}
              texts={translation}
              onRetrySend={() => void store.retrySend()}
              onRetryPhoto={(id) => void store.retryPhoto(id)}
              onEditCard={store.editCard}
              onSubmitCard={(id, fields) => void store.submitCard(id, fields)}
              onNewChat={() => {
                store.reset();
                setInput('');
              }}
              params={params}
            />
          ) : site ? (
            <>
              <RecentReports
                params={params}
                reports={recentReports.list()}
                language={language}
                texts={translation.visitorReport}
              />
              <IntroBlock
                settings={site.feedbackPageSettings}
                texts={translation}
                disabled={disabled}
                onSend={sendText}
              />
            </>
          ) : (
            // The intro depends on the site's settings: placeholders hold its place until they arrive.
            <div className={styles.introLoading} aria-busy="true">
              <span />
              <span />
              <span />
              <span />
            </div>
          )}
        </main>
      </div>
      <footer className={styles.footer}>
        {voiceError ? (
          <p className={styles.voiceError} role="alert">
            <AlertIcon size={16} />
            <span>{voiceError}</span>
          </p>
        ) : null}
        <ChatInputBar
          value={input}
          onChange={(value) => {
            setInput(value);
            if (voice.error) voice.clearError();
          }}
          onSend={sendText}
          onPhoto={(file) => {
            preloadMarkdown();
            void store.sendPhoto(file);
          }}
          onFocus={preloadMarkdown}
          isFirstMessage={state.messages.length === 0}
          disabled={disabled}
          texts={translation}
          voice={{
            isAvailable: site?.voiceInputAvailable ?? false,
            state: voice.state,
            isStarting: voice.isStarting,
            waveform: voice.waveform,
            start: () => void voice.start(),
            stop: () => void voice.stop(),
          }}
        />
      </footer>
      <LanguageSheet
        open={isLanguageSheetOpen}
        current={language}
        texts={translation.page}
        onSelect={(code) => {
          onLanguageChange(code);
          setLanguageSheetOpen(false);
        }}
        onClose={() => setLanguageSheetOpen(false)}
      />
    </div>
  );
}
