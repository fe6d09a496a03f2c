import Markdown from 'react-markdown';

/** Spec section 4 "Assistant markdown": only paragraphs, line breaks, strong and bold survive. */
const allowedElements = ['p', 'br', 'strong', 'b'];

/**
 * Renders assistant text as markdown. Raw HTML is skipped; any other element (links, images,
 * headings, lists, code) is removed while its children are kept, so nothing clickable or
 * remote-loading can be injected into the visitor's page through the assistant's words.
 */
export function MarkdownContent({ text }: { text: string }) {
  return (
    <Markdown skipHtml allowedElements={allowedElements} unwrapDisallowed>
      {text}
    </Markdown>
  );
}
