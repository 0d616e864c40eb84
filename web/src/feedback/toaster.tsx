import { createToaster } from '@chakra-ui/react';

/**
 * The storefront's one store of toasts (shown by <Toasts />, made by `toast()`); each shows 4 s. They rise from the
 * bottom, clear of the header's account and cart; <Toasts /> sets how far up (a phone's tab bar is at the bottom).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  offsets: { top: '1rem', right: '1rem', bottom: 'var(--toasts-bottom)', left: '1rem' },
  duration: 4000,
  pauseOnPageIdle: true,
});
