import type { Locator, Page } from '@playwright/test';

/** The Cart tab: lines with a checkbox each, and the summary bar (select all, total, delete, checkout). */
export class CartPage {
  readonly lines: Locator;
  readonly summary: Locator;
  readonly selectAll: Locator;
  readonly total: Locator;
  readonly deleteSelected: Locator;
  readonly checkout: Locator;

  constructor(readonly page: Page) {
    this.lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    this.summary = page.getByRole('region', { name: 'Cart summary' });
    this.selectAll = this.summary.getByRole('checkbox', { name: 'Select all' });
    this.total = this.summary.getByText(/^Total: /);
    this.deleteSelected = this.summary.getByRole('button', { name: 'Delete' });
    // A link once something is selected, a button that explains itself before.
    this.checkout = this.summary
      .getByRole('link', { name: /^Check out/ })
      .or(this.summary.getByRole('button', { name: /^Check out/ }));
  }

  line(title: string): Locator {
    return this.page.getByRole('checkbox', { name: `Select ${title}` });
  }

  /** The total as the page writes it, for an amount in yuan (en locale). */
  static money(amount: number): string {
    return new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(
      amount,
    );
  }
}
