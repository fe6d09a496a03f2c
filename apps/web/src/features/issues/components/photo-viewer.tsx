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
