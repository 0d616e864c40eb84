import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred menu's module renders: Chakra's Menu.Root with `trigger` as its Menu.Trigger. */
export interface DeferredMenuProps {
  trigger: ReactElement;
  /** Open at once: the trigger was pressed before the menu's code had loaded. */
  defaultOpen: boolean;
}

type MenuModule<P> = () => Promise<ComponentType<P & DeferredMenuProps>>;

/** The menus whose code has loaded, by their module function: a trigger rendered later is the menu at once. */
const loaded = new Map<unknown, unknown>();

/**
 * A navbar menu whose code (Chakra's Menu: zag's menu machine, popper, floating-ui and dismissable, ≈ 15 kB gzip)
 * loads on the shopper's first intent (the pointer on its trigger, focus or a touch), not with every page. Until
 * then `trigger` is the same button, announced as a menu button; pressed before the code is in, the menu opens
 * when it is, and focus stays on the trigger through the swap.
 */
export function DeferredMenu<P extends object>({ menu, trigger, props }: { menu: MenuModule<P>; trigger: ReactElement; props: P }) {
  const [Menu, setMenu] = useState(() => (loaded.get(menu) as ComponentType<P & DeferredMenuProps> | undefined) ?? null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  if (Menu) return <Menu {...props} defaultOpen={pressed} trigger={focused ? cloneElement(trigger, { autoFocus: true } as object) : trigger} />;

  const load = () =>
    void menu().then(
      (component) => {
        loaded.set(menu, component);
        setMenu(() => component);
      },
      () => {}, // offline: the next intent tries again
    );
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onTouchStart: load,
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
