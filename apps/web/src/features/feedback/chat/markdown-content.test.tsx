import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssistantMarkdown } from './assistant-markdown';
import { MarkdownContent } from './markdown-content';

function renderMarkdown(text: string): HTMLElement {
  return render(<MarkdownContent text={text} />).container;
}

describe('MarkdownContent', () => {
  it('keeps paragraphs, line breaks and bold text', () => {
    const html = renderMarkdown('Press **Edit** to change it.  \nThen send.\n\nThank you.').innerHTML;
    expect(html).toBe('<p>Press <strong>Edit</strong> to change it.<br>\nThen send.</p>\n<p>Thank you.</p>');
  });

  it('skips raw HTML, scripts included', () => {
    const container = renderMarkdown('Hello <script>alert(1)</script><b>raw</b> <img src=x onerror="alert(2)"> there');
    // The tags are dropped; text between them stays as inert text.
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|<img/);
    expect([...container.querySelectorAll('*')].map((element) => element.tagName)).toEqual(['P']);
    expect(container.textContent).toContain('Hello');
    expect(container.textContent).toContain('there');
  });

  it('removes links but keeps their text', () => {
    const container = renderMarkdown('See [our site](https://evil.example) or <https://evil.example/x>.');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('See our site or https://evil.example/x.');
  });

  it('removes images (they have no children to keep)', () => {
    const container = renderMarkdown('Look ![a cat](https://evil.example/cat.png) here');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('evil.example');
    expect(container.textContent).toBe('Look  here');
  });

  it('removes headings, lists, quotes and code while keeping their text', () => {
    const container = renderMarkdown('# Big title\n\n- first\n- **second**\n\n> quoted\n\n`code`');
    expect(container.querySelector('h1, ul, li, blockquote, code')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('second');
    for (const text of ['Big title', 'first', 'second', 'quoted', 'code']) {
      expect(container.textContent).toContain(text);
    }
  });
});

describe('AssistantMarkdown', () => {
  it('renders the markdown once its chunk has loaded', async () => {
    const { findByText, container } = render(<AssistantMarkdown text="Press **Report issue** to send it." />);
    expect(await findByText('Report issue', { selector: 'strong' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.textContent).toBe('Press Report issue to send it.');
  });
});

describe('MarkdownContent with script links', () => {
  it('keeps the text of a javascript: link whole, without a stray parenthesis', () => {
    const container = renderMarkdown('Try [link](javascript:alert(1)) now');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Try link now');
  });
});
