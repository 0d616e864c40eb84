import { Menu } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeferredPopupProps } from '../components/DeferredPopup.tsx';
import { categoryPath } from '../routing/paths.ts';
import { DropdownMenu } from './DropdownMenu.tsx';
import type { MenuCategory } from './MegaMenu.tsx';

/** The category bar's More menu: a link per top-level category the bar has no room for. */
export function CategoryMoreDropdown({
  categories,
  ...popup
}: DeferredPopupProps & { categories: readonly MenuCategory[] }) {
  return (
    <DropdownMenu {...popup}>
      {categories.map((category) => (
        <Menu.Item key={category.id} value={category.id} asChild>
          <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
        </Menu.Item>
      ))}
    </DropdownMenu>
  );
}
