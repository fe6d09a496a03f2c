import type { Translation } from '@sitewatch/shared/i18n';
import { type ChangeEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../ui/spinner';
import { CameraIcon, MicIcon, SendIcon, StopIcon } from '../ui/icons';
import type { VoiceState } from '../voice/use-voice-recorder';
import { VoiceWaveform } from '../voice/voice-waveform';
import type { WaveformBar } from '../voice/waveform';
import styles from './chat-input-bar.module.css';

export interface ChatInputBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the text; answers whether it was sent (blank text is not). */
  onSend: (text: string) => boolean;
  onPhoto: (file: File) => void;
  onFocus: () => void;
  isFirstMessage: boolean;
  disabled: boolean;
  texts: Translation;
  voice: {
    isAvailable: boolean;
    state: VoiceState;
    isStarting: boolean;
    waveform: WaveformBar[];
    start: () => void;
    stop: () => void;
  };
}

const maxTextareaHeight = 132;

/**
 * Spec section 2 "Input bar": always shown; two placeholders; microphone and camera while the input
 * is empty, a send button otherwise; disabled while the assistant responds.
 */
export function ChatInputBar({
  value,
  onChange,
  onSend,
  onPhoto,
  onFocus,
  isFirstMessage,
  disabled,
  texts,
  voice,
}: ChatInputBarProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const placeholder = isFirstMessage ? texts.chatInput.firstMessagePlaceholder : texts.chatInput.placeholder;
  const hasText = value.trim() !== '';

  // Grows with the text up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, maxTextareaHeight)}px`;
  }, [value]);

  const send = () => {
    // Spec section 4: the input clears and loses focus once a message is sent.
    if (onSend(value)) textareaRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled) send();
    }
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Spec section 5: only the first chosen file is taken.
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  };

  if (voice.state === 'recording') {
    return (
      <div className={`${styles.bar} ${styles.active}`}>
        <VoiceWaveform bars={voice.waveform} />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.stop}`}
          onClick={voice.stop}
          aria-label={texts.page.stopRecording}
        >
          <StopIcon size={18} />
        </button>
      </div>
    );
  }
  if (voice.state === 'transcribing') {
    return (
      <div className={`${styles.bar} ${styles.active}`} role="status">
        <Spinner size={20} label={texts.page.transcribing} />
        <span className={styles.transcribing}>{texts.page.transcribing}</span>
      </div>
    );
  }

  return (
    <form
      className={styles.bar}
      data-disabled={disabled || undefined}
      aria-busy={disabled || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={textareaRef}
        className={styles.input}
        rows={1}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        disabled={disabled}
        maxLength={4000}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        enterKeyHint="send"
      />
      {hasText ? (
        <button
          type="submit"
          className={`${styles.iconButton} ${styles.send}`}
          disabled={disabled}
          aria-label={texts.page.send}
        >
          <SendIcon size={20} className={styles.directional} />
        </button>
      ) : (
        <>
          {voice.isAvailable ? (
            <button
              type="button"
              className={styles.iconButton}
              onClick={voice.start}
              disabled={disabled || voice.isStarting}
              aria-label={texts.page.recordVoice}
            >
              <MicIcon size={20} />
            </button>
          ) : null}
          <label className={styles.iconButton} data-disabled={disabled || undefined}>
            <CameraIcon size={20} />
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              disabled={disabled}
              aria-label={texts.page.attachPhoto}
              onChange={onFileChange}
            />
          </label>
        </>
      )}
    </form>
  );
}
