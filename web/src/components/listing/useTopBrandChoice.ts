import { useLocation, useNavigate } from 'react-router-dom';
import { allBrandsProductsPath, topBrandProductsPath } from '../../routing/paths.ts';
import type { BrandChoice } from './FilterSidebar.tsx';

interface BrandOption {
  readonly brandId: string;
  readonly name: string;
}

/**
 * The Brands section of the top-brand pages: "All Brands" (/products), then the top brands. The brand is in the
 * path, so choosing one opens its page; the other filters and the sort in the search go along.
 */
export function useTopBrandChoice(current: BrandOption | null, topBrands: readonly BrandOption[]): BrandChoice {
  const navigate = useNavigate();
  const { search } = useLocation();
  // This brand if it is not a top brand, so the list always shows which brand this is.
  const brands =
    current && !topBrands.some((top) => top.brandId === current.brandId) ? [current, ...topBrands] : topBrands;
  const path = (brandId: string) => (brandId ? topBrandProductsPath(brandId) : allBrandsProductsPath);
  return {
    value: current?.brandId ?? '',
    options: [
      { value: '', label: 'All Brands' },
      ...brands.map((brand) => ({ value: brand.brandId, label: brand.name })),
    ],
    onChange: (brandId) => navigate(path(brandId) + search),
    path,
  };
}
