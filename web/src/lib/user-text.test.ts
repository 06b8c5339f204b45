import { describe, expect, it } from 'vitest';
import { userText } from './user-text';

describe('user text', () => {
  it("undoes the provider's htmlspecialchars exactly once", () => {
    expect(userText('Tom &amp; &quot;Jerry&quot;')).toBe('Tom & "Jerry"');
    expect(userText('&lt;b&gt;bold&lt;/b&gt; it&#039;s')).toBe("<b>bold</b> it's");
    expect(userText('&amp;quot; is how you write a quote')).toBe('&quot; is how you write a quote');
    expect(userText('&amp;amp;')).toBe('&amp;');
  });

  it('leaves everything else as it is', () => {
    expect(userText('Drum & Bass © 2026 &copy &nbsp;')).toBe('Drum & Bass © 2026 &copy &nbsp;');
    expect(userText('律动 Vol.3')).toBe('律动 Vol.3');
    expect(userText(null)).toBe('');
    expect(userText(undefined)).toBe('');
  });
});
