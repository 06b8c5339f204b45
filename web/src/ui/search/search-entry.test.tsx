import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigation } from '@/lib/navigation';
import { SearchEntry } from './SearchEntry';

describe('SearchEntry', () => {
  it('is a named search landmark with a named search box, not a placeholder alone', () => {
    render(<SearchEntry label="Search the catalogue" placeholder="Title or musician" />);
    expect(screen.getByRole('search', { name: 'Search the catalogue' })).toBeDefined();
    const box = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    expect(box.getAttribute('placeholder')).toBe('Title or musician');
  });

  it('opens the search page on the trimmed keyword, or bare when none was typed', () => {
    const open = vi.spyOn(navigation, 'navigateTo').mockResolvedValue({ ok: true } as never);
    render(<SearchEntry label="Search the catalogue" placeholder="Title or musician" />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '  deep house ' } });
    fireEvent.submit(box);
    expect(open).toHaveBeenLastCalledWith('/pages/index/search?keyword=deep+house');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(open).toHaveBeenLastCalledWith('/pages/index/search');
  });
});
