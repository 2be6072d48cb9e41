/** A modal mounts hidden and shows 100 ms later; closing hides it and cancels 300 ms later. */
export const MODAL_OPEN_DELAY_MS = 100;
export const MODAL_CLOSE_DELAY_MS = 300;
