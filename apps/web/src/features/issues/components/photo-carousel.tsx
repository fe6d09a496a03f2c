import { lazy, Suspense, useState } from 'react';
import styles from './photo-carousel.module.css';

// The viewer (and its library) loads only when a manager opens a photo.
const PhotoViewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })));

export interface PhotoCarouselProps {
  /** Image addresses, in order. */
  sources: string[];
  /** Alternative text of every image, numbered. */
  alt: string;
}

/**
 * The photos, 200 px high (spec section 9). Previous and next wrap around and appear only
 * with more than one image (spec section 2). A photo opens full size in the photo viewer.
 */
export function PhotoCarousel({ sources, alt }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setViewerOpen] = useState(false);
  const count = sources.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const step = (by: number) => setIndex((current + by + count) % count);
  const currentAlt = count > 1 ? `${alt}, photo ${current + 1} of ${count}` : alt;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Photos">
      <button
        type="button"
        className={styles.open}
        onClick={() => setViewerOpen(true)}
        aria-label={`Open full size: ${currentAlt}`}
        aria-haspopup="dialog"
      >
        <img key={sources[current]} className={styles.image} src={sources[current]} alt={currentAlt} />
        <span className={styles.zoomHint} aria-hidden="true">
          ⤢
        </span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => step(-1)}
            aria-label="Previous photo"
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => step(1)}
            aria-label="Next photo"
          >
            ›
          </button>
          <p className={styles.counter} aria-live="polite">
            {current + 1} / {count}
          </p>
        </>
      ) : null}
      {isViewerOpen ? (
        <Suspense fallback={null}>
          <PhotoViewer
            sources={sources}
            alt={alt}
            index={current}
            onIndexChange={setIndex}
            onClose={() => setViewerOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
