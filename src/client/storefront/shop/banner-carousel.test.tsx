import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Banner } from '../../../shared/contract/banners.js';
import { fakeApi, renderScreen, settle } from '../../testing/screen-testing.js';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel.js';

const banner = (id: number): Banner => ({ id, startDate: '2030-01-01T00:00:00', endDate: '2030-12-31T00:00:00', image: { publicAddress: `/api/public/image/${id}.png`, name: `b${id}.png` } });
const active = () => screen.getByTestId('banner-carousel').querySelector('.banner-carousel-slide[aria-hidden="false"]')?.getAttribute('data-testid');

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing when no banner is current', async () => {
    const server = fakeApi((c) => (c.path === '/api/banner/current' ? [200, []] : undefined));
    renderScreen(<BannerCarousel />);
    await waitFor(() => expect(server.to('/api/banner/current')).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });

  it('shows the current banners with dots and moves on every 5 s', async () => {
    fakeApi((c) => (c.path === '/api/banner/current' ? [200, [banner(1), banner(2)]] : undefined));
    renderScreen(<BannerCarousel />);
    await screen.findByTestId('banner-carousel');
    expect(active()).toBe('banner-slide-1');
    vi.useFakeTimers();
    act(() => {
      fireEvent.click(screen.getByTestId('banner-dot-1'));
    });
    expect(active()).toBe('banner-slide-2');
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(active()).toBe('banner-slide-1');
  });
});
