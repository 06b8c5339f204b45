import { expect, type Locator, type Page } from '@playwright/test';

/** The launch popup: a dialog named after the popup, a carousel with arrows, a close button, a mask. */
export class LaunchPopup {
  readonly dialog: Locator;
  readonly mask: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.mask = page.locator('.mask');
  }

  /** Waits for the popup of that title, with every part of it. */
  async expectShown(title: string): Promise<void> {
    await expect(this.dialog).toHaveAccessibleName(title);
    await expect(this.mask).toHaveCount(1);
    await expect(this.dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(this.dialog.getByRole('img', { name: new RegExp(`^${title}, picture 1 of`) })).toBeVisible();
  }

  /** Closes it and checks that nothing of it is left in the page. */
  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await this.expectGone();
  }

  async expectGone(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
    await expect(this.mask).toHaveCount(0);
    await expect(this.page.locator('.popup, .carousel__arrow, .popup__carousel')).toHaveCount(0);
    // The popup's own history entry (web/src/ui/dialog/overlay.ts) is popped after it leaves the DOM; a
    // reload started before that pop lands is aborted by it.
    await expect
      .poll(() => this.page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.djshopOverlay))
      .toBeUndefined();
  }

  slide(title: string, index: number): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${title}, picture ${index} of`) });
  }
}
