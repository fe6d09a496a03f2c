import { en } from '@sitewatch/shared/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatInputBar, type ChatInputBarProps } from './chat-input-bar';

function renderBar(overrides: Partial<ChatInputBarProps> = {}) {
  const props: ChatInputBarProps = {
    value: '',
    onChange: vi.fn(),
    onSend: vi.fn(() => true),
    onPhoto: vi.fn(),
    onFocus: vi.fn(),
    isFirstMessage: false,
    disabled: false,
    texts: en,
    voice: { isAvailable: true, state: 'idle', isStarting: false, waveform: [], start: vi.fn(), stop: vi.fn() },
    ...overrides,
  };
  return render(<ChatInputBar {...props} />);
}

describe('ChatInputBar', () => {
  it('looks and acts disabled while the assistant replies: the bar is marked, every control is off', () => {
    renderBar({ disabled: true });
    const input = screen.getByRole('textbox', { name: en.chatInput.placeholder });
    expect(input).toBeDisabled();
    expect(input.closest('form')).toHaveAttribute('data-disabled');
    expect(input.closest('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: en.page.recordVoice })).toBeDisabled();
    expect(screen.getByLabelText(en.page.attachPhoto)).toBeDisabled();
  });

  it('is not marked once the reply has arrived', () => {
    renderBar({ disabled: false });
    const input = screen.getByRole('textbox', { name: en.chatInput.placeholder });
    expect(input).toBeEnabled();
    expect(input.closest('form')).not.toHaveAttribute('data-disabled');
  });

  it('shows the microphone only when voice is available (a transcription endpoint is configured)', () => {
    const { unmount } = renderBar();
    expect(screen.getByRole('button', { name: en.page.recordVoice })).toBeInTheDocument();
    unmount();
    renderBar({
      voice: { isAvailable: false, state: 'idle', isStarting: false, waveform: [], start: vi.fn(), stop: vi.fn() },
    });
    expect(screen.queryByRole('button', { name: en.page.recordVoice })).not.toBeInTheDocument();
  });
});
