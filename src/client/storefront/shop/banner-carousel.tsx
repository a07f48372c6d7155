import { memo, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.js';
import { storefrontKeys } from '../storefront-queries.js';
import './banner-carousel.css';

/** Autoplay step of the storefront banners (ms). */
export const BANNER_AUTOPLAY_MS = 5_000;

/**
 * The storefront's banners (spec 3 §2.15): the current ones (start <= now < end) one at a time,
 * full width at 16:5, changing every 5 s (paused while hovered or focused), with dots to pick
 * one. Renders nothing when no banner is current (or the read failed).
 */
export const BannerCarousel = memo(function BannerCarousel() {
  // Silent: a failed banner read leaves the strip empty rather than alarming the dealer on every visit.
  const banners = useQuery({ queryKey: storefrontKeys.banners(), // The contract (zod) comes with the call, not with the storefront's first screen.
    queryFn: async () => call((await import('../../../shared/contract/banners.js')).bannerCurrent), meta: { silent: true }, staleTime: 60_000 });
  const list = banners.data ?? [];
  const count = list.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  // One step at a time, restarted by every change (a dot click gives its banner the full 5 s).
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [count, paused, index]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label="Bannerlar"
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-carousel-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {list.map((b, i) => (
          <div key={b.id} className="banner-carousel-slide" aria-hidden={i !== current} data-testid={`banner-slide-${b.id}`}>
            <img src={b.image.publicAddress} alt={b.image.name} loading={i === 0 ? 'eager' : 'lazy'} draggable={false} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel-dots">
          {list.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={i === current ? 'is-active' : undefined}
              aria-label={`${i + 1}. banner`}
              aria-current={i === current || undefined}
              onClick={() => setIndex(i)}
              data-testid={`banner-dot-${i}`}
            />
          ))}
        </div>
      )}
    </section>
  );
});
