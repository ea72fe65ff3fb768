import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackToSearchLink, searchCameFrom } from './back-to-search-link.tsx';

const ORIGIN = 'https://gfj.example';

describe('searchCameFrom', () => {
  it('prefers the result link’s state, else a /search referrer of this site', () => {
    expect(searchCameFrom({ fromSearch: '?categories[]=1&page=2' }, '', ORIGIN)).toBe(
      '?categories[]=1&page=2',
    );
    expect(searchCameFrom(null, `${ORIGIN}/search?keywords=cook`, ORIGIN)).toBe('?keywords=cook');
    expect(searchCameFrom(null, `${ORIGIN}/blog`, ORIGIN)).toBeNull();
    expect(searchCameFrom(null, 'https://elsewhere.example/search?x=1', ORIGIN)).toBeNull();
    expect(searchCameFrom({ fromSearch: 'javascript:alert(1)' }, '', ORIGIN)).toBeNull();
    expect(searchCameFrom(undefined, '', ORIGIN)).toBeNull();
  });
});

describe('BackToSearchLink', () => {
  it('links back to the search the visitor came from', async () => {
    const Stub = createRoutesStub([{ path: '/jobs/42/x', Component: BackToSearchLink }]);
    render(
      <Stub
        initialEntries={[
          { pathname: '/jobs/42/x', state: { fromSearch: '?categories[]=3&outside=1&page=2' } },
        ]}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
        '/search?categories[]=3&outside=1&page=2',
      ),
    );
  });

  it('is a plain link to /search otherwise', async () => {
    const Stub = createRoutesStub([{ path: '/jobs/42/x', Component: BackToSearchLink }]);
    render(<Stub initialEntries={['/jobs/42/x']} />);
    expect((await screen.findByRole('link', { name: 'Search jobs' })).getAttribute('href')).toBe('/search');
  });
});
