// @vitest-environment jsdom
// DOMPurify needs a faithful DOM: happy-dom parses markup loosely enough to change what it keeps.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text';

describe('sanitizeHtml', () => {
  it('keeps the formatting and drops every way to run a script', () => {
    const html = sanitizeHtml(
      '<p><b>Bold</b> <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
    );
    expect(html).toContain('<b>Bold</b>');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('opens links outside the app without handing over the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/">site</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('drops forms, frames and styles', () => {
    const html = sanitizeHtml('<form><input></form><iframe src="x"></iframe><p style="color:red">t</p>');
    expect(html).toBe('<p>t</p>');
  });

  it('treats no HTML as empty', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
