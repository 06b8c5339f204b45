import type { CDPSession, Page } from '@playwright/test';

/**
 * One finger on the screen, driven through the DevTools protocol so the page gets real touchstart /
 * touchmove / touchend events (page.touchscreen only taps).
 */
export class Finger {
  private constructor(
    private readonly cdp: CDPSession,
    private x: number,
    private y: number,
  ) {}

  static async down(page: Page, x: number, y: number): Promise<Finger> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    return new Finger(cdp, x, y);
  }

  /** Moves by `dy` px in small steps, as a finger does. */
  async moveBy(dy: number, steps = 8): Promise<void> {
    const from = this.y;
    for (let step = 1; step <= steps; step += 1) {
      this.y = from + (dy * step) / steps;
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: this.x, y: this.y }],
      });
    }
  }

  async up(): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await this.cdp.detach();
  }
}
