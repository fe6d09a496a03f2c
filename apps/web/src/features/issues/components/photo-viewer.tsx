import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import './photo-viewer.css';

export interface PhotoViewerProps {
  sources: string[];
  alt: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * An issue's photos full screen, so a manager can read the details in one: swipe or arrow keys
 * between photos, pinch, wheel or double-tap to zoom, Escape closes. The page behind is inert while
 * it is open and focus returns to the photo that opened it.
 */
export function PhotoViewer({ sources, alt, index, onIndexChange, onClose }: PhotoViewerProps) {
  const count = sources.length;
  useEffect(() => {
    document.addEventListener('keydown', keepFocusInViewer, true);
    return () => document.removeEventListener('keydown', keepFocusInViewer, true);
  }, []);
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={sources.map((src, i) => ({ src, alt: count > 1 ? `${alt}, photo ${i + 1} of ${count}` : alt }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      carousel={{ finite: count <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => onIndexChange(viewed) }}
      render={count > 1 ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      labels={{ Close: 'Close photo', Previous: 'Previous photo', Next: 'Next photo' }}
    />
  );
}

/**
 * Tab and Shift+Tab cycle through the viewer's controls: the page behind is inert, so without this
 * focus would leave the page for the browser's own controls.
 */
function keepFocusInViewer(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const root = document.querySelector('.yarl__root');
  if (!root) return;
  const controls = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex]:not([tabindex="-1"])')];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const isInside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (active === first || !isInside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !isInside)) {
    event.preventDefault();
    first.focus();
  }
}
