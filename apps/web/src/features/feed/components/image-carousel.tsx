import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import classes from './image-carousel.module.css';

/** Spec §9: a horizontal swipe longer than this changes the photo. */
const SWIPE_PX = 50;
/** Spec §2: thumbnails appear above this many photos. */
const THUMBNAILS_ABOVE = 5;

/**
 * A post's photos (spec §2 'Carousel'): one photo plain; several get previous/next buttons, a counter, dots, the
 * left/right arrow keys and touch swipes; more than five also get thumbnails. The first card's photo is fetched
 * first (it is the largest thing on the first screen); the others wait until they come near the screen.
 */
export function ImageCarousel({
  images,
  label,
  priority = false,
}: {
  images: readonly string[];
  label: string;
  priority?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  if (images.length === 0) return null;
  const fetching = priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  if (images.length === 1) {
    return (
      <Image
        src={imageVariant(images[0]!, 'card')}
        alt={`${label}: fotoğraf`}
        radius="md"
        className={classes.photo}
        {...fetching}
      />
    );
  }

  const count = images.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start == null || end == null) return;
    if (end - start > SWIPE_PX) go(current - 1);
    else if (start - end > SWIPE_PX) go(current + 1);
  };

  return (
    <Box>
      <Box
        className={classes.frame}
        role="region"
        aria-roledescription="carousel"
        aria-label={`${label}: fotoğraflar`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <Image
          src={imageVariant(images[current]!, 'card')}
          alt={`${label}: fotoğraf ${current + 1} / ${count}`}
          radius="md"
          className={classes.photo}
          {...fetching}
        />
        {/* A positioned wrapper: the button's own styles keep it in the flow. */}
        <div className={`${classes.arrow} ${classes.prev}`}>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Önceki fotoğraf"
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
        </div>
        {/* A positioned wrapper: the button's own styles keep it in the flow. */}
        <div className={`${classes.arrow} ${classes.next}`}>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Sonraki fotoğraf"
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </div>
        <Text className={classes.counter} size="xs" aria-live="polite">
          {current + 1} / {count}
        </Text>
      </Box>
      <Group gap={6} justify="center" mt={8}>
        {images.map((url, i) => (
          <UnstyledButton
            key={url}
            className={classes.dot}
            data-active={i === current || undefined}
            aria-label={`Fotoğraf ${i + 1}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </Group>
      {count > THUMBNAILS_ABOVE && (
        <Group gap={6} mt={8} wrap="nowrap" className={classes.thumbs}>
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => go(i)}
              aria-label={`Fotoğraf ${i + 1} küçük resmi`}
              data-active={i === current || undefined}
              className={classes.thumb}
            >
              <Image src={imageVariant(url, 'thumb')} alt="" w={56} h={56} radius="sm" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
