import { useState } from 'react';
import styles from './photo-carousel.module.css';

export interface PhotoCarouselProps {
  /** Image addresses, in order. */
  sources: string[];
  /** Alternative text of every image, numbered. */
  alt: string;
}

/**
 * The photos, 200 px high (spec section 9). Previous and next wrap around and appear only
 * with more than one image (spec section 2).
 */
export function PhotoCarousel({ sources, alt }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = sources.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const step = (by: number) => setIndex((current + by + count) % count);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Photos">
      <img
        key={sources[current]}
        className={styles.image}
        src={sources[current]}
        alt={count > 1 ? `${alt}, photo ${current + 1} of ${count}` : alt}
      />
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
    </section>
  );
}
