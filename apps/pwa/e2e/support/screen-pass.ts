import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, SIZES, type SizeName } from './environment.ts';
import { rowActionNameFindings, tableFitFindings } from './table-checks.ts';
import { settle } from './wait.ts';

export interface LookOptions {
  /** The sizes to screenshot (all four by default); the page ends at the size it started at. */
  sizes?: readonly SizeName[];
  /** The sizes where axe-core runs and sideways scrolling is refused (phone and desktop by default). */
  checkedSizes?: readonly SizeName[];
  /** The screen's own checks, run at every size after it settles; what they answer joins the findings. */
  atEachSize?: (size: SizeName) => Promise<string[]>;
}

const CHECKED_SIZES: readonly SizeName[] = ['phone', 'desktop'];

/**
 * One look at one screen state at every size: the page is resized in place (one load, one
 * arrangement of data, however many sizes), then at each size it waits for layout and
 * animations to settle and saves the screenshot a person looks at
 * (`e2e/screenshots/<screen>-<size>.png`, ignored by git); at the checked sizes it also runs
 * axe-core (serious and critical WCAG 2.1 A/AA findings) and measures whether the page scrolls
 * sideways. At every size it measures the tables: no cell or control of a row is cut (past the
 * window or past the frame it scrolls in); once, at the first checked size, it checks the names of
 * the rows' controls (each begins with its visible text; none repeats in a table). Findings are
 * collected, not thrown, so one test lists all of them (`expect(pass.findings).toEqual([])`).
 */
export class ScreenPass {
  readonly findings: string[] = [];

  constructor(private readonly page: Page) {}

  async look(screen: string, options: LookOptions = {}): Promise<void> {
    const sizes = options.sizes ?? (Object.keys(SIZES) as SizeName[]);
    const checkedSizes = options.checkedSizes ?? CHECKED_SIZES;
    const start = this.page.viewportSize();
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    for (const size of sizes) {
      await this.page.setViewportSize(SIZES[size]);
      await settle(this.page);
      await this.page.screenshot({ path: `${SCREENSHOT_DIR}${screen}-${size}.png` });
      if (options.atEachSize) this.findings.push(...(await options.atEachSize(size)));
      if (checkedSizes.length > 0) this.findings.push(...(await tableFitFindings(this.page, `${screen} at ${size}`)));
      if (!checkedSizes.includes(size)) continue;
      const sideways = await sidewaysOverflow(this.page);
      if (sideways > 0) this.findings.push(`${screen} at ${size}: the page scrolls ${sideways} px sideways`);
      this.findings.push(...(await axeFindings(this.page, `${screen} at ${size}`)));
      if (size === checkedSizes.find((checked) => sizes.includes(checked))) {
        this.findings.push(...(await rowActionNameFindings(this.page, screen)));
      }
    }
    if (start) await this.page.setViewportSize(start);
  }
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);
}

/** axe-core's engine, injected once into each document it checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules axe-core marks experimental (off unless named) that the app is held to: label-content-
 * name-mismatch (WCAG 2.5.3 Label in Name): a control's name contains the text it shows, so a
 * voice-control user who says what they see reaches it.
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Serious and critical WCAG 2.1 A/AA findings of axe-core on what the page shows now, as readable
 * lines. The engine is injected once per document and run in place (~0.2 s a run here), where
 * @axe-core/playwright injected its 550 kB into every frame on every call (~1.4 s).
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
      }));
    },
    { tags: WCAG_A_AA, rules: EXPERIMENTAL_RULES },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`),
    );
}
