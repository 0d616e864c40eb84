import { Image, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CardLink } from '../../components/CardLink.tsx';
import { categoryPath } from '../../routing/paths.ts';
import type { HotCategories_categories$key } from './__generated__/HotCategories_categories.graphql.ts';
import { HomeSection } from './HomeSection.tsx';
import { BELOW_FOLD, ICON_IMAGE } from '../../components/imageAttributes.ts';

export function HotCategories({ categories }: { categories: HotCategories_categories$key }) {
  const data = useFragment(
    graphql`
      fragment HotCategories_categories on Category @relay(plural: true) {
        id
        categoryId
        name
        displayName
        icon {
          url
        }
      }
    `,
    categories,
  );
  if (data.length === 0) return null;
  return (
    <HomeSection title="Hot Categories">
      <SimpleGrid columns={{ base: 3, sm: 4, md: 6, lg: 8 }} gap="3">
        {data.map((category) => (
          <CardLink key={category.id} to={categoryPath(category)} p="3" textAlign="center">
            <Image
              src={category.icon.url}
              alt=""
              {...ICON_IMAGE}
              {...BELOW_FOLD}
              boxSize="14"
              mx="auto"
              objectFit="contain"
            />
            <Text fontSize="sm" mt="2" lineClamp={2}>
              {category.displayName}
            </Text>
          </CardLink>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
