import { Fragment } from 'react';
import { Breadcrumb, Image, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import defaultBanner from '../../assets/category-banner.svg';
import { categoryPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type {
  CategoryPageQuery as CategoryPageQueryType,
  CategoryPageQuery$data,
} from './__generated__/CategoryPageQuery.graphql.ts';
import { CategoryProducts } from './CategoryProducts.tsx';
import { PopularCategories } from './PopularCategories.tsx';
import { SubcategorySlider } from './SubcategorySlider.tsx';
import { ABOVE_FOLD, CATEGORY_BANNER_IMAGE } from '../../components/imageAttributes.ts';

export const CategoryPageQuery = graphql`
  query CategoryPageQuery($categoryId: ID!, $source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort)
  @preloadable {
    category(categoryId: $categoryId) {
      id
      categoryId
      name
      displayName
      banner {
        url
        alt
      }
      parent {
        id
        categoryId
        name
        displayName
        parent {
          id
          categoryId
          name
          displayName
        }
      }
      ...PopularCategories_category
      ...SubcategorySlider_category
      ...CategoryProducts_category
    }
    ...ListingPage_query
  }
`;

type Category = NonNullable<CategoryPageQuery$data['category']>;

/**
 * /categories-page/:categoryId/:categoryName: breadcrumb, banner, subcategories and the filtered product grid. On a
 * phone the parts above the grid are compact (a thinner banner, smaller icons, tighter gaps), so the products and their
 * Filters start within the first screen rather than a screen and a half down.
 */
export function CategoryPage() {
  const query = useRouteQuery<CategoryPageQueryType>(CategoryPageQuery);
  const { category } = query;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <BackLink />
      {category ? (
        <>
          <Trail category={category} />
          <Image
            src={category.banner?.url ?? defaultBanner}
            alt={category.banner?.alt ?? `${category.displayName} banner`}
            {...CATEGORY_BANNER_IMAGE}
            {...ABOVE_FOLD}
            w="full"
            aspectRatio={5}
            objectFit="cover"
            rounded="xl"
            bg="bg.muted"
          />
          <PopularCategories category={category} />
          <SubcategorySlider category={category} />
          <CategoryProducts category={category} query={query} />
        </>
      ) : (
        <Text fontSize="lg" fontWeight="semibold">
          No Category
        </Text>
      )}
    </Stack>
  );
}

function BackLink() {
  return (
    <Link asChild alignSelf="start" fontSize="sm" color="fg.muted">
      <RouterLink to="/">
        <ArrowLeft aria-hidden size={16} /> Back
      </RouterLink>
    </Link>
  );
}

/** Home, then the parents from the top level down, then the category itself. */
function Trail({ category }: { category: Category }) {
  const parents = [category.parent?.parent, category.parent].filter((parent) => parent != null);
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/">Home</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {parents.map((parent) => (
          <Fragment key={parent.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={categoryPath(parent)}>{parent.displayName}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{category.displayName}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
