import { removeEmptyUrlFragment } from '@/lib/url-fragment';

function fakeHistory(state: unknown) {
  return { state, replaceState: vi.fn() };
}

describe('removeEmptyUrlFragment', () => {
  it('drops the bare # supabase-js leaves, keeping the history entry and its state', () => {
    const history = fakeHistory({ usr: null, key: 'k1', idx: 2 });
    removeEmptyUrlFragment({ hash: '', href: 'https://app.example/dashboard#' }, history);
    expect(history.replaceState).toHaveBeenCalledWith(
      { usr: null, key: 'k1', idx: 2 },
      '',
      'https://app.example/dashboard',
    );
  });

  it('keeps the query string', () => {
    const history = fakeHistory(null);
    removeEmptyUrlFragment({ hash: '', href: 'https://app.example/dashboard?tab=1#' }, history);
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      'https://app.example/dashboard?tab=1',
    );
  });

  it('leaves a URL without a fragment alone', () => {
    const history = fakeHistory(null);
    removeEmptyUrlFragment({ hash: '', href: 'https://app.example/dashboard' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('leaves any other fragment alone, such as an auth error for supabase-js to report', () => {
    const history = fakeHistory(null);
    removeEmptyUrlFragment(
      { hash: '#error=access_denied', href: 'https://app.example/dashboard#error=access_denied' },
      history,
    );
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
