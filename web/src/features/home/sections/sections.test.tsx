import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HOME_NOTICE_LINES } from '@/config/constants';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { routeUrl } from '@/lib/routes';
import { ENTRIES, Entries } from './Entries';
import { Notices } from './Notices';
import { Section } from './Section';
import { Statistics } from './Statistics';

beforeAll(() => loadNamespaces('home'));

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: '1763702400', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname in answers) return envelope(answers[pathname]);
      throw new TypeError('Failed to fetch');
    }),
  );
}

const withQueries = (children: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>);

describe('Home sections', () => {
  it('names a section by its heading and its "more" link by the section', () => {
    render(
      <Section id="s" title="Top sales" more="/pages/index/topList">
        <p>rows</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Top sales' });
    const more = within(region).getByRole('link', { name: /More\s*Top sales/ });
    expect(more.getAttribute('href')).toBe('#/pages/index/topList');
  });

  it('shows at most the configured number of notices, as text', async () => {
    const notices = Array.from({ length: HOME_NOTICE_LINES + 2 }, (_, index) => ({
      id: index + 1,
      title: `Notice &amp; ${index + 1}`,
    }));
    serve({ '/api/h5.notice': { total: notices.length, per_page: 10, current_page: 1, last_page: 1, data: notices } });
    withQueries(<Notices />);
    const region = await screen.findByRole('region', { name: 'Notices' });
    await within(region).findByText('Notice & 1');
    expect(within(region).getAllByRole('listitem')).toHaveLength(HOME_NOTICE_LINES);
  });

  it('leaves the notices out when there are none', async () => {
    serve({ '/api/h5.notice': { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } });
    const { container } = withQueries(<Notices />);
    await vi.waitFor(() => expect(container.querySelector('.notices')).toBeNull());
  });

  it('writes the shop figures as counts, and leaves them out when they cannot be had', async () => {
    serve({
      '/api/h5.Index/statistics': { music_count: 12500, writer_count: 310, user_count: 8, download_count: 0 },
    });
    withQueries(<Statistics />);
    const figures = await screen.findByLabelText('The shop in numbers');
    await within(figures).findByText('8');
    expect(figures.getAttribute('aria-busy')).toBe('false');
    expect(within(figures).getAllByRole('definition')).toHaveLength(4);

    serve({});
    const { container } = withQueries(<Statistics />);
    await vi.waitFor(() => expect(container.querySelector('.stats')).toBeNull(), { timeout: 5000 });
  });

  it('links every listing entry to its route', () => {
    render(<Entries />);
    const nav = screen.getByRole('navigation', { name: 'Browse' });
    for (const entry of ENTRIES) {
      const link = within(nav)
        .getAllByRole('link')
        .find((a) => a.getAttribute('href') === `#${routeUrl(entry.route)}`);
      expect(link, entry.route).toBeTruthy();
    }
  });
});
