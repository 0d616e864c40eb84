import { cloneElement, useRef, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred popup's module renders: Chakra's Menu.Root with `trigger` as its trigger. */
export interface DeferredPopupProps {
  trigger: ReactElement;
  /** Open at once: the trigger was pressed before the popup's code had loaded. */
  defaultOpen: boolean;
}

type PopupModule<P> = () => Promise<ComponentType<P & DeferredPopupProps>>;

/** The popups whose code has loaded, by their module function: a trigger rendered later is the popup at once. */
const loaded = new Map<unknown, unknown>();

/**
 * A menu (a navbar dropdown: Chakra's Menu, zag's menu machine, popper, floating-ui and dismissable, ≈ 15 kB gzip)
 * whose code loads on the shopper's first intent (the pointer on its trigger, focus or a touch), not with every page.
 * Until then `trigger` is the same button, announced as opening a menu; pressed before the code is in, the menu opens
 * when it is, and focus stays on the trigger through the swap.
 *
 * The swap waits while the trigger is held down: the popup's trigger is a new element, and a press that began on the
 * old one and ended on the new one would be no click at all (a slow phone loses the shopper's tap).
 */
export function DeferredPopup<P extends object>({
  module,
  trigger,
  props,
}: {
  module: PopupModule<P>;
  trigger: ReactElement;
  props: P;
}) {
  const loadedPopup = () => loaded.get(module) as ComponentType<P & DeferredPopupProps> | undefined;
  const [Popup, setPopup] = useState(() => loadedPopup() ?? null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = useRef(false);
  if (Popup)
    return (
      <Popup
        {...props}
        defaultOpen={pressed}
        trigger={focused ? cloneElement(trigger, { autoFocus: true } as object) : trigger}
      />
    );

  const load = () =>
    void module().then(
      (component) => {
        loaded.set(module, component);
        if (!held.current) setPopup(() => component);
      },
      () => {}, // offline: the next intent tries again
    );
  // Wherever the press ends, after its click has run (pointerup and click are one task): a click opens the popup.
  const hold = () => {
    held.current = true;
    const pressEnded = new AbortController();
    const release = () => {
      pressEnded.abort();
      setTimeout(() => {
        held.current = false;
        const component = loadedPopup();
        if (component) setPopup(() => component);
      });
    };
    document.addEventListener('pointerup', release, { signal: pressEnded.signal });
    document.addEventListener('pointercancel', release, { signal: pressEnded.signal });
    load();
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onTouchStart: load,
    onPointerDown: hold,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressed(true);
      load();
    },
  } as object);
}
