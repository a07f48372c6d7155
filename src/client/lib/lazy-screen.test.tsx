import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.js';

const Hello = ({ name }: { name: string }) => <p>Merhaba {name}</p>;

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first commit, without the fallback', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads++;
      return Promise.resolve({ default: Hello });
    });
    await Screen.preload();
    render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <Screen name="Bayi" />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever committed.
    expect(screen.getByText('Merhaba Bayi')).toBeTruthy();
    expect(screen.queryByText('Yükleniyor')).toBeNull();
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when not loaded yet, and loads once', async () => {
    let loads = 0;
    let resolve!: (m: { default: typeof Hello }) => void;
    const Screen = lazyScreen(() => {
      loads++;
      return new Promise<{ default: typeof Hello }>((r) => (resolve = r));
    });
    render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <Screen name="Bayi" />
      </Suspense>,
    );
    expect(screen.getByText('Yükleniyor')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('Merhaba Bayi')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load (a chunk missed offline)', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => (++loads === 1 ? Promise.reject(new Error('ağ yok')) : Promise.resolve({ default: Hello })));
    await expect(Screen.preload()).rejects.toThrow('ağ yok');
    await Screen.preload();
    expect(loads).toBe(2);
    render(<Screen name="Bayi" />);
    expect(screen.getByText('Merhaba Bayi')).toBeTruthy();
  });
});
