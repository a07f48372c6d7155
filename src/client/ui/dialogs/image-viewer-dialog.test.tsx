import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IonApp } from '@ionic/react';
import { ImageViewerDialog } from './image-viewer-dialog.js';

describe('ImageViewerDialog', () => {
  it("says 'Resim Bulunmamaktadır.' when there is no image", async () => {
    render(
      <IonApp>
        <ImageViewerDialog isOpen onClose={vi.fn()} images={[]} testId="viewer" />
      </IonApp>,
    );
    expect((await screen.findByTestId('viewer-empty')).textContent).toBe('Resim Bulunmamaktadır.');
  });

  it('steps through the images with their captions and badges', async () => {
    const images = [
      { url: '/api/public/image/a.png', caption: 'Ön' },
      { url: '/api/public/image/b.png', caption: 'Arka', badge: 'Onay Bekliyor' },
    ];
    const onClose = vi.fn();
    render(
      <IonApp>
        <ImageViewerDialog isOpen onClose={onClose} images={images} testId="viewer" title="Ürün Resimleri" />
      </IonApp>,
    );
    const big = () => screen.getByTestId('viewer-image') as HTMLImageElement;
    await screen.findByTestId('viewer-image');
    expect(big().getAttribute('src')).toBe('/api/public/image/a.png');
    fireEvent.click(screen.getByTestId('viewer-next'));
    expect(big().getAttribute('src')).toBe('/api/public/image/b.png');
    expect(screen.getByText('Onay Bekliyor')).toBeTruthy();
    fireEvent.click(screen.getByTestId('viewer-thumb-0'));
    expect(big().getAttribute('alt')).toBe('Ön');
    fireEvent.click(screen.getByTestId('viewer-close'));
    expect(onClose).toHaveBeenCalled();
  });
});
