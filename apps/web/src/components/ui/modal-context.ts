import { createContext, useContext } from 'react';

/** Lets content inside a modal close it with the same hide-then-cancel sequence as the close button. */
export const ModalCloseContext = createContext<() => void>(() => {});

export function useModalClose(): () => void {
  return useContext(ModalCloseContext);
}
