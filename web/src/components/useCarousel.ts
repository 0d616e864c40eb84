import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla on the returned viewport ref, set up after the first render: the slides are laid out by CSS alone (the
 * viewport clips a row), so the carousel's code (≈ 8 kB gzip, with autoplay) loads while the page shows, not
 * before it. `embla` is undefined until then; `autoplayMs` turns the slides that often.
 */
export function useCarousel(
  options: EmblaOptionsType,
  autoplayMs?: number,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Callers pass a new options object on each render: Embla is set up again only when their content changes.
  const settings = JSON.stringify(options);
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let unmounted = false;
    void Promise.all([import('embla-carousel'), autoplayMs ? import('embla-carousel-autoplay') : null]).then(
      ([{ default: EmblaCarousel }, autoplay]) => {
        if (unmounted) return;
        api = EmblaCarousel(
          viewport,
          JSON.parse(settings) as EmblaOptionsType,
          autoplay ? [autoplay.default({ delay: autoplayMs })] : [],
        );
        setEmbla(api);
      },
    );
    return () => {
      unmounted = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, settings, autoplayMs]);
  return [setViewport, embla];
}
