// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepToastsClear, TOAST_EDGE, TOAST_GAP, toastBottom, toastClearances, toastStackHeight } from './toast-clearance.ts';

const PHONE_HEIGHT = 640;

describe('toastBottom', () => {
  /** Two one-line toasts, the gap between them and the strip above. */
  const TWO = 2 * 57 + 2 * TOAST_GAP + 2;

  it('keeps the toasts 1 rem up when nothing is down there', () => {
    expect(toastBottom([], PHONE_HEIGHT, TWO)).toBe(TOAST_EDGE);
  });

  it("moves them above a dialog's buttons they would cover (a phone's full-screen form, a centred prompt)", () => {
    expect(toastBottom([{ top: 584, bottom: 624 }], PHONE_HEIGHT, 57)).toBe(60);
    expect(toastBottom([{ top: 471.6, bottom: 511.6 }], PHONE_HEIGHT, TWO)).toBe(173);
  });

  it('leaves them below buttons that end higher than the stack reaches, and pushes once the stack grows', () => {
    expect(toastBottom([{ top: 458, bottom: 498 }], PHONE_HEIGHT, 57)).toBe(TOAST_EDGE);
    expect(toastBottom([{ top: 458, bottom: 498 }], PHONE_HEIGHT, TWO)).toBe(186);
  });

  it('takes the highest of the buttons down there, and ignores buttons scrolled below the window', () => {
    const kept = [
      { top: 584, bottom: 624 },
      { top: 540, bottom: 580 },
      { top: 100, bottom: 140 },
    ];
    expect(toastBottom(kept, PHONE_HEIGHT, TWO)).toBe(104);
    expect(toastBottom([{ top: 900, bottom: 940 }], PHONE_HEIGHT, TWO)).toBe(TOAST_EDGE);
  });
});

describe('toastStackHeight', () => {
  afterEach(() => document.body.replaceChildren());

  it('adds the shown toasts’ laid-out heights, the gaps and the strip above, not a closing toast', () => {
    expect(toastStackHeight()).toBe(0);
    for (const [state, height] of [
      ['open', 57],
      ['open', 77],
      ['closed', 57],
    ] as const) {
      const toast = document.createElement('div');
      Object.assign(toast.dataset, { scope: 'toast', part: 'root', state });
      Object.defineProperty(toast, 'offsetHeight', { value: height });
      document.body.append(toast);
    }
    expect(toastStackHeight()).toBe(57 + 77 + 2 * TOAST_GAP + 2);
  });
});

describe('toastClearances', () => {
  afterEach(() => document.body.replaceChildren());

  function dialog(state: string, role = 'dialog'): void {
    const content = document.createElement('div');
    content.setAttribute('role', role);
    content.dataset.state = state;
    content.innerHTML =
      '<form><div class="chakra-dialog__body"><button>X</button></div><div class="chakra-dialog__footer"><button>OK</button></div></form>';
    for (const button of content.querySelectorAll('button')) button.getBoundingClientRect = () => ({ top: 584, bottom: 624 }) as DOMRect;
    document.body.append(content);
  }

  it("measures the buttons in the footers of open dialogs, not a closed dialog's, and a marked banner", () => {
    dialog('closed');
    expect(toastClearances()).toEqual([]);
    dialog('open');
    dialog('open', 'alertdialog');
    const banner = document.createElement('div');
    banner.dataset.toastClearance = '';
    banner.getBoundingClientRect = () => ({ top: 580, bottom: 628 }) as DOMRect;
    document.body.append(banner);
    expect(toastClearances()).toEqual([
      { top: 584, bottom: 624 },
      { top: 584, bottom: 624 },
      { top: 580, bottom: 628 },
    ]);
  });
});

describe('keepToastsClear', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('measures only while a toast is up, and takes its variable away when stopped', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let count = 0;
    let listener = () => {};
    const stop = keepToastsClear({ subscribe: (next) => ((listener = next), () => {}), getCount: () => count }, '--toast-bottom');
    const variable = () => document.documentElement.style.getPropertyValue('--toast-bottom');
    expect(variable()).toBe(`${TOAST_EDGE}px`);
    expect(frames).toHaveLength(0);

    count = 1;
    listener();
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(frames).toHaveLength(1);
    count = 0;
    frames.shift()!(0);
    expect(frames).toHaveLength(0);

    stop();
    expect(variable()).toBe('');
  });

  it('starts measuring for a toast the toaster announces before it counts it', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let count = 0;
    let listener = () => {};
    keepToastsClear({ subscribe: (next) => ((listener = next), () => {}), getCount: () => count }, '--toast-bottom');

    // Chakra's toaster (zag's toast store) calls its subscribers, then adds the toast.
    listener();
    count = 1;
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(frames).toHaveLength(1);
  });
});
