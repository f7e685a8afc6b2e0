import type { Toast } from 'react-hot-toast';
import type * as ToastModule from 'react-hot-toast';

type ToastOptions = Partial<Pick<Toast, 'id' | 'duration'>>;

let loaded: Promise<typeof ToastModule> | undefined;
const listeners = new Set<() => void>();

/** react-hot-toast on first use: nothing is toasted before the user does something. */
export function loadToasts() {
  if (!loaded) {
    loaded = import('react-hot-toast');
    for (const listener of listeners) listener();
  }
  return loaded;
}

/** Lets the toaster mount once the first toast is asked for. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsRequested = () => loaded !== undefined;

/** The spec's toasts: success and error popups (react-hot-toast, loaded when first needed). */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    void loadToasts().then(({ default: t }) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void loadToasts().then(({ default: t }) => t.error(message, options)),
};
