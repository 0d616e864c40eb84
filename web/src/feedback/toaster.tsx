import { createToaster } from '@chakra-ui/react';

/** The storefront's one store of toasts (shown by <Toasts />, made by `toast()`); each shows 4 s. */
export const toaster = createToaster({ placement: 'top-end', duration: 4000, pauseOnPageIdle: true });
