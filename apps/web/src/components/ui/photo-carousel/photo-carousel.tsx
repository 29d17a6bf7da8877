import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CSSProperties, startTransition, useEffect, useState } from 'react';
import classes from './photo-carousel.module.css';

/** Spec §9 'Card carousel': a new photo every 4000 ms, sliding for 600 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 600;

export interface PhotoCarouselProps {
  photos: readonly string[];
  /** Describes the photos for screen readers, e.g. the business name. */
  alt: string;
  height: number | string;
  /** Shown when there is no photo (spec §3: a stock placeholder). */
  fallback: string;
  /** The first photo is among the largest things on the first screen: fetch it before anything else. */
  priority?: boolean;
}

/**
 * The card's photo carousel (spec §2, §9): with more than one photo it plays on its own, pauses while the pointer or
 * the keyboard focus is on it, loops from the last photo back to the first and has previous/next arrows; a single
 * photo is shown plain. People who ask for reduced motion get no autoplay.
 */
export function PhotoCarousel({ photos, alt, height, fallback, priority = false }: PhotoCarouselProps) {
  // Duplicates add nothing to look at (and each slide is keyed by its URL).
  const unique = [...new Set(photos)];
  const slides = unique.length ? unique : [fallback];
  const many = slides.length > 1;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!many || paused || reducedMotion) return;
    // A low-priority update: a dozen cards ticking must never interrupt (and so starve) a page change in progress.
    const tick = () => startTransition(() => setIndex((i) => (i + 1) % slides.length));
    const timer = window.setInterval(tick, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [many, paused, reducedMotion, slides.length]);

  const show = (next: number) => setIndex((next + slides.length) % slides.length);
  const current = index % slides.length;

  return (
    <section
      className={classes.root}
      style={{ height, '--carousel-speed': `${CAROUSEL_SPEED_MS}ms` } as CSSProperties}
      aria-roledescription={many ? 'carousel' : undefined}
      aria-label={many ? `${alt} fotoğrafları` : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-paused={paused || undefined}
    >
      <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((src, i) => (
          <div key={src} className={classes.slide} aria-hidden={i !== current}>
            <img
              src={src}
              alt={unique.length ? (many ? `${alt} fotoğrafı ${i + 1} / ${slides.length}` : alt) : ''}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 && priority ? 'high' : undefined}
              draggable={false}
            />
          </div>
        ))}
      </div>
      {many && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.prev}`}
            variant="white"
            color="dark"
            radius="xl"
            aria-label="Önceki fotoğraf"
            onClick={() => show(current - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            variant="white"
            color="dark"
            radius="xl"
            aria-label="Sonraki fotoğraf"
            onClick={() => show(current + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <div className={classes.dots} aria-hidden>
            {slides.map((src, i) => (
              <span key={src} className={`${classes.dot} ${i === current ? classes.dotActive : ''}`} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
