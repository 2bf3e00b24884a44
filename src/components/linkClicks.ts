/** Shared by the links that navigate client-side themselves (./StaticHtml, ./ClientLink). */

/** A click the browser would not open elsewhere: the main button, no modifier (new tab or window, download). */
export function opensHere(event: {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
