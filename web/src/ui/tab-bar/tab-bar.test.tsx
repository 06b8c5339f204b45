import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TAB_BAR_HEIGHT_PX } from '@/config/constants';
import { TabBar } from './TabBar';

const items = ['VIP', 'Home', 'Category', 'Cart', 'User centre'].map((label, i) => ({
  key: String(i),
  path: `/p/${i}`,
  label,
  icon: '•',
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
