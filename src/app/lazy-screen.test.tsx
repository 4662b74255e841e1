import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyScreen } from '@/app/lazy-screen';
import { deferred } from '@/test/deferred';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
}

function renderScreen(Screen: ComponentType) {
  return render(
    <Suspense fallback={<p>LOADING...</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a screen that loads on demand', () => {
  it('renders at once, without LOADING..., when its module was loaded ahead', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve(Counter));
    await preload();
    renderScreen(Screen);
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
  });

  it('shows LOADING... until its module arrives when nothing loaded it ahead', async () => {
    const module = deferred<typeof Counter>();
    const { Screen } = lazyScreen(() => module.promise);
    renderScreen(Screen);
    expect(screen.getByText('LOADING...')).toBeInTheDocument();
    await act(async () => module.resolve(Counter));
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeInTheDocument();
  });

  it('keeps its state when its parent renders again after the module arrived', async () => {
    const module = deferred<typeof Counter>();
    const { Screen } = lazyScreen(() => module.promise);
    const view = renderScreen(Screen);
    await act(async () => module.resolve(Counter));
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    view.rerender(
      <Suspense fallback={<p>LOADING...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('loads its module once however often it is asked, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Counter);
    const { preload } = lazyScreen(load);
    await expect(preload()).rejects.toThrow('offline');
    await Promise.all([preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
