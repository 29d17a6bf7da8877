import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './carousel.module.css';

/** A card that plays on its own shows a new photo every 4000 ms (each change slides for 600 ms: the stylesheet). */
const AUTOPLAY_MS = 4000;
/** A horizontal swipe longer than this changes the photo. */
const SWIPE_PX = 50;

export interface CarouselProps {
  /** The uploaded photos, in order; a repeated address is shown once. */
  photos: readonly string[];
  /** What the photos show, for screen readers: 'Ayşe Kaya gönderisi', a business or a product name. */
  label: string;
  /** 'card' shows the smaller copy made for lists; 'full' the uploaded photo itself (a product page). */
  size?: 'card' | 'full';
  /** Shown (as decoration) when there is no photo; without it no photo means nothing is drawn. */
  placeholder?: string;
  /** Thumbnails replace the dots when there are more photos than this. */
  thumbnailsAbove?: number;
  /** A card in a list: plays on its own, pausing while pointed at or focused; never for reduced motion. */
  autoplay?: boolean;
  /** The first photo is among the largest things on the first screen: fetch it before anything else. */
  priority?: boolean;
  /** A fixed frame height in pixels; otherwise the frame is 4:3 (at most 460 px high). */
  height?: number;
  /** For the frame: a card whose own corners clip the photo passes a class without the rounding. */
  className?: string;
}

/**
 * The one photo carousel of the site (post cards, business cards, the product page). One photo is shown plain;
 * several get previous/next buttons, a counter and dots (or thumbnails), which all take mouse clicks, plus the
 * left/right arrow keys while one of its buttons has the focus (no extra tab stop per post) and touch swipes. It loops
 * from the last photo to the first.
 */
export function Carousel({
  photos,
  label,
  size = 'card',
  placeholder,
  thumbnailsAbove = Number.POSITIVE_INFINITY,
  autoplay = false,
  priority = false,
  height,
  className,
}: CarouselProps) {
  const slides = [...new Set(photos)];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Photos beside the shown one load once someone shows interest, not with the page (a dozen cards each).
  const [engaged, setEngaged] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const reducedMotion = useReducedMotion();
  const playing = autoplay && count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    // A low-priority update: a dozen cards ticking must never interrupt (and so starve) a page change in progress.
    const tick = () => startTransition(() => setIndex((i) => (i + 1) % count));
    const timer = window.setInterval(tick, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const frameStyle = height === undefined ? undefined : { height, aspectRatio: 'auto', maxHeight: 'none' };
  const frameClass = `${classes.frame} ${className ?? ''}`;
  // The first photo of a card on the first screen is fetched before anything else; one that is (nearly) shown now
  // is fetched at once, the others when they come into view.
  const fetching = (first: boolean, soon: boolean) =>
    first && priority ? ({ fetchPriority: 'high' } as const) : ({ loading: soon ? 'eager' : 'lazy' } as const);
  const source = (url: string) => (size === 'card' ? imageVariant(url, 'card') : url);

  if (count <= 1) {
    const only = slides[0];
    if (!only && !placeholder) return null;
    return (
      <div className={frameClass} style={frameStyle}>
        <img
          className={classes.photo}
          src={only ? source(only) : placeholder}
          alt={only ? `${label}: fotoğraf` : ''}
          draggable={false}
          {...fetching(true, true)}
        />
      </div>
    );
  }

  const current = index % count;
  const show = (next: number) => {
    setEngaged(true);
    setIndex((next + count) % count);
  };
  const near = (i: number) =>
    i === current || (engaged && (i === (current + 1) % count || i === (current + count - 1) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    setEngaged(true);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !end) return;
    const dx = end.clientX - start.x;
    // A mostly vertical gesture scrolls the page; it does not change the photo.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(end.clientY - start.y)) return;
    show(dx < 0 ? current + 1 : current - 1);
  };
  const position = (i: number) => `Fotoğraf ${i + 1} / ${count}`;
  // A dot or a thumbnail: either way a button that shows its photo and says which one is on screen.
  const picker = (url: string, i: number, className: string | undefined, content?: ReactNode) => (
    <button
      key={url}
      type="button"
      className={className}
      aria-label={position(i)}
      aria-current={i === current || undefined}
      onClick={() => show(i)}
    >
      {content}
    </button>
  );
  const thumbnails = count > thumbnailsAbove;

  return (
    <div>
      <section
        className={frameClass}
        style={frameStyle}
        aria-roledescription="fotoğraf galerisi"
        aria-label={`${label}: fotoğraflar`}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onPointerEnter={() => {
          setPaused(true);
          setEngaged(true);
        }}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => {
          setPaused(true);
          setEngaged(true);
        }}
        onBlur={() => setPaused(false)}
      >
        <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((url, i) => (
            <div key={url} className={classes.slide} aria-hidden={i !== current}>
              <img
                className={classes.photo}
                src={source(url)}
                alt={`${label}: fotoğraf ${i + 1} / ${count}`}
                draggable={false}
                {...fetching(i === 0, near(i))}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={`${classes.arrow} ${classes.prev}`}
          aria-label="Önceki fotoğraf"
          onClick={() => show(current - 1)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </button>
        <button
          type="button"
          className={`${classes.arrow} ${classes.next}`}
          aria-label="Sonraki fotoğraf"
          onClick={() => show(current + 1)}
        >
          <IconChevronRight size={20} aria-hidden />
        </button>
        {/* Read out after each change, except while it plays on its own (every 4 s would drown the page). */}
        <p className={classes.counter} aria-live={playing ? 'off' : 'polite'} aria-atomic>
          <VisuallyHidden component="span">Fotoğraf </VisuallyHidden>
          {current + 1} / {count}
        </p>
        {!thumbnails && <div className={classes.dots}>{slides.map((url, i) => picker(url, i, classes.dot))}</div>}
      </section>
      {thumbnails && (
        <div className={classes.thumbs}>
          {slides.map((url, i) =>
            picker(url, i, classes.thumb, <img src={imageVariant(url, 'thumb')} alt="" loading="lazy" />),
          )}
        </div>
      )}
    </div>
  );
}
