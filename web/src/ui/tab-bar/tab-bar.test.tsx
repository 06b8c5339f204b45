import { fireEvent, render, screen } from '@testing-library/react';
import { House } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { TAB_BAR_HEIGHT_PX } from '@/config/constants';
import { TabBar } from './TabBar';

const items = ['VIP', 'Home', 'Category', 'Cart', 'User centre'].map((label, i) => ({
  key: String(i),
  path: `/p/${i}`,
  label,
  icon: House,
}));

describe('tab bar', () => {
  it('is a nav landmark with five links, the current one marked', () => {
    render(<TabBar label="Main sections" items={items} currentKey="1" onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    expect(nav.style.height).toBe(`${TAB_BAR_HEIGHT_PX}px`);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('•', ''))).toEqual([
      'VIP',
      'Home',
      'Category',
      'Cart',
      'User centre',
    ]);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('hands a click to the navigation instead of following the link', () => {
    const onSelect = vi.fn();
    render(<TabBar label="Main sections" items={items} currentKey="1" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('link', { name: /Cart/ }));
    expect(onSelect).toHaveBeenCalledWith(items[3]);
  });
});

describe('tab bar badge', () => {
  it('shows a count on a tab and names it for screen readers', () => {
    const withBadge = items.map((item, i) => (i === 3 ? { ...item, badge: 3, badgeLabel: '3 items' } : item));
    render(<TabBar label="Main sections" items={withBadge} currentKey="1" onSelect={() => {}} />);
    expect(screen.getByRole('link', { name: /Cart.*3 items/ })).toBeTruthy();
  });

  it('draws the selected tab in red', () => {
    render(<TabBar label="Main sections" items={items} currentKey="0" onSelect={() => {}} />);
    expect(screen.getAllByRole('link')[0]?.style.color).toBe('#d0252b');
  });
});
