// What the cross-browser flows need from a browser, whatever drives it: Firefox through
// WebDriver BiDi (puppeteer-core), WebKit through classic WebDriver (WebdriverIO).

export interface EnginePage {
  /** "Firefox 153.7.0esr", "WebKit 2.50.6": what the report names. */
  readonly name: string;
  /**
   * True when this browser, having no mail app, leaves the page for a mailto: address (WebKitGTK's
   * MiniBrowser shows it as an empty page); false when it stays on the page (headless Firefox).
   */
  readonly leavesPageForMailto: boolean;
  /** Starts over in a new tab, as a new visitor: no history, no session storage. */
  fresh(): Promise<void>;
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The address the page is at now. */
  url(): Promise<string>;
  /** Runs a function in the page and returns its (JSON) result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Waits until a function in the page returns true (fails after `timeout` ms). */
  waitFor<A extends unknown[]>(fn: (...args: A) => boolean, args: A, message: string, timeout?: number): Promise<void>;
  click(selector: string): Promise<void>;
  /** Moves the pointer onto the element. */
  hover(selector: string): Promise<void>;
  /** Moves the pointer away from everything, to the page's top left corner. */
  hoverNothing(): Promise<void>;
  /** Presses a key ("Escape", "Tab") on whatever has focus. */
  press(key: 'Escape' | 'Tab'): Promise<void>;
  /** Replaces the value of a text field by typing, key by key (a "\n" is Enter). */
  type(selector: string, text: string): Promise<void>;
  /** Picks the option of a <select> whose visible text is `label`. */
  select(selector: string, label: string): Promise<void>;
  reload(): Promise<void>;
  /** The console messages the page at `path` printed while it loaded and ran its scripts. */
  consoleOf(path: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts an engine with one page, or says why it cannot. */
export type EngineLauncher = (baseURL: string) => Promise<EnginePage>;
