import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GIFT_MSG } from '../../../shared/contract/gifts.js';
import { GiftCard, GiftGrid } from './gift-card.js';
import { gift, images } from './gift-testing.js';

const src = () => screen.getByTestId('gift-card-4-image').getAttribute('src');
const swipe = (from: number, to: number) => {
  const carousel = screen.getByTestId('gift-card-4-carousel');
  fireEvent.touchStart(carousel, { touches: [{ clientX: from }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: to }] });
};

describe('GiftCard (spec 3 §2.10: images, name, score)', () => {
  it('shows the name, the score with comma thousands and the screen’s buttons', () => {
    render(
      <GiftGrid testId="grid">
        <GiftCard gift={gift(4, { name: 'Bluetooth Hoparlör', giftScore: 12500, images: images(40, 1) })} actions={<button type="button">Hediyeyi Al</button>} />
      </GiftGrid>,
    );
    expect(screen.getByTestId('gift-card-4-name').textContent).toBe('Bluetooth Hoparlör');
    expect(screen.getByTestId('gift-card-4-score').textContent).toBe('12,500 Puan');
    expect(screen.getByRole('button', { name: 'Hediyeyi Al' })).toBeTruthy();
    // One image: no arrows, no dots; active: no status.
    expect(src()).toBe('/api/public/image/gift-40.png');
    expect(screen.queryByTestId('gift-card-4-next')).toBeNull();
    expect(screen.queryByTestId('gift-card-4-status')).toBeNull();
  });

  it('goes through several images by swipe, a short touch is a tap', () => {
    render(<GiftCard gift={gift(4, { images: images(40, 3) })} />);
    swipe(200, 100);
    expect(src()).toBe('/api/public/image/gift-41.png');
    swipe(100, 120);
    expect(src()).toBe('/api/public/image/gift-41.png');
    swipe(100, 200);
    swipe(100, 200);
    expect(src()).toBe('/api/public/image/gift-42.png');
    expect(screen.getByTestId('gift-card-4-dot-2').getAttribute('aria-current')).toBe('true');
  });

  it("says 'Resim Bulunmamaktadır.' without images, and 'Pasif' for a passive gift", () => {
    render(<GiftCard gift={gift(4, { status: 0 })} />);
    expect(screen.getByTestId('gift-card-4-no-image').textContent).toBe(GIFT_MSG.noImage);
    expect(screen.getByTestId('gift-card-4-status').textContent).toBe(GIFT_MSG.passive);
  });
});
