import { memo, useRef, useState, type ReactNode } from 'react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { type Gift, type GiftImage, GIFT_MSG } from '../../../shared/contract/gifts.js';
import { formatQuantity } from '../../../shared/format.js';
import { Glyph } from '../../ui/glyph.js';
import './gift-card.css';

/** A swipe shorter than this (px) is a tap. */
const SWIPE_PX = 40;

/**
 * The gift's images one at a time (spec 3 §2.10 carousel): arrows and dots when there are
 * several, a swipe on a phone; GIFT_MSG.noImage when there is none. Plain buttons: a page holds up
 * to 36 cards.
 */
export function GiftCarousel({ images, alt, testId }: { images: GiftImage[]; alt: string; testId: string }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  if (count === 0) {
    return (
      <div className="gift-carousel gift-carousel-none" data-testid={`${testId}-no-image`}>
        {GIFT_MSG.noImage}
      </div>
    );
  }
  const current = Math.min(index, count - 1);
  const go = (delta: number) => setIndex((current + delta + count) % count);
  return (
    <div
      className="gift-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={alt}
      data-testid={`${testId}-carousel`}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (count > 1 && start !== null && end !== undefined && Math.abs(end - start) > SWIPE_PX) go(end < start ? 1 : -1);
      }}
    >
      <img src={images[current].url} alt={count > 1 ? `${alt} (${current + 1}/${count})` : alt} loading="lazy" decoding="async" draggable={false} data-testid={`${testId}-image`} />
      {count > 1 && (
        <>
          <button type="button" className="gift-carousel-arrow is-prev" aria-label="Önceki resim" onClick={() => go(-1)} data-testid={`${testId}-prev`}>
            <Glyph icon={chevronBackOutline} />
          </button>
          <button type="button" className="gift-carousel-arrow is-next" aria-label="Sonraki resim" onClick={() => go(1)} data-testid={`${testId}-next`}>
            <Glyph icon={chevronForwardOutline} />
          </button>
          <span className="gift-carousel-dots">
            {images.map((img, i) => (
              <button
                key={img.id}
                type="button"
                className={i === current ? 'is-active' : undefined}
                aria-label={`${i + 1}. resim`}
                aria-current={i === current || undefined}
                onClick={() => setIndex(i)}
                data-testid={`${testId}-dot-${i}`}
              />
            ))}
          </span>
        </>
      )}
    </div>
  );
}

export interface GiftCardProps {
  gift: Gift;
  /** The screen's buttons under the card (the admin's Düzenle / Sil / Aktif Et, the dealer's 'Hediyeyi Al'). */
  actions?: ReactNode;
}

/**
 * One gift of a grid (spec 3 §2.10): its images, name and score; a passive gift says so. Test ids
 * `gift-card-${id}` and its `-name`, `-score`, `-status`, `-carousel`, `-image`, `-prev`, `-next`,
 * `-dot-${i}`, `-no-image`. Lay cards out in `GiftGrid` (or any grid).
 */
export const GiftCard = memo(function GiftCard({ gift, actions }: GiftCardProps) {
  const testId = `gift-card-${gift.id}`;
  const passive = gift.status !== 1;
  return (
    <article className={`gift-card${passive ? ' is-passive' : ''}`} data-testid={testId}>
      <GiftCarousel images={gift.images} alt={gift.name} testId={testId} />
      <div className="gift-card-body">
        <h3 className="gift-card-name" title={gift.name} data-testid={`${testId}-name`}>
          {gift.name}
        </h3>
        <div className="gift-card-meta">
          <span className="gift-card-score" data-testid={`${testId}-score`}>
            {formatQuantity(gift.giftScore)} Puan
          </span>
          {passive && (
            <span className="gift-card-status" data-testid={`${testId}-status`}>
              {GIFT_MSG.passive}
            </span>
          )}
        </div>
        {actions && <div className="gift-card-actions">{actions}</div>}
      </div>
    </article>
  );
});

/**
 * Cards in rows: two on a 390 px phone, three on a tablet, four on a desktop. `children` are the
 * cards (GiftCard).
 */
export function GiftGrid({ children, testId, busy }: { children: ReactNode; testId: string; busy?: boolean }) {
  return (
    <div className="gift-grid" aria-busy={busy || undefined} data-testid={testId}>
      {children}
    </div>
  );
}
