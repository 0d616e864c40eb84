import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster.tsx';

/** Where toasts appear; mounted once, in theme/styledApp.tsx (lazily: a toast made before it loads shows when it does). */
export function Toasts() {
  return (
    <Portal>
      {/* How far up toasts rise: below md, above the tab bar (4rem high, MobileTabBar). */}
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        css={{ '--toasts-bottom': { base: '5rem', md: '1rem' } }}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
