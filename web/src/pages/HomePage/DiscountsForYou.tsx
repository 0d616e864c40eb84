import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CardLink } from '../../components/CardLink.tsx';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import { discountPath } from '../../routing/paths.ts';
import type {
  DiscountsForYou_discounts$data,
  DiscountsForYou_discounts$key,
} from './__generated__/DiscountsForYou_discounts.graphql.ts';
import { HomeSection } from './HomeSection.tsx';
import { BELOW_FOLD, OFFER_IMAGE } from '../../components/imageAttributes.ts';

function DiscountCard({ discount }: { discount: DiscountsForYou_discounts$data[number] }) {
  return (
    <CardLink to={discountPath(discount.discountId)}>
      <Image
        src={discount.image.url}
        alt={discount.image.alt}
        {...OFFER_IMAGE}
        {...BELOW_FOLD}
        w="full"
        aspectRatio={4 / 3}
        objectFit="cover"
      />
      <Stack gap="0" p="3">
        {discount.category && <Text fontWeight="semibold">{discount.category.displayName}</Text>}
        <Text color="green.700" fontWeight="bold">
          Up to {discount.upToPercentOff}% OFF
        </Text>
      </Stack>
    </CardLink>
  );
}

/** Discount campaigns: one card on its own, several in a carousel. */
export function DiscountsForYou({ discounts }: { discounts: DiscountsForYou_discounts$key }) {
  const data = useFragment(
    graphql`
      fragment DiscountsForYou_discounts on Discount @relay(plural: true) {
        discountId
        image {
          url
          alt
        }
        category {
          displayName
        }
        upToPercentOff
      }
    `,
    discounts,
  );
  if (data.length === 0) return null;
  const [only] = data;
  return (
    <HomeSection title="Discounts For You">
      {data.length === 1 && only ? (
        <Box maxW="xs">
          <DiscountCard discount={only} />
        </Box>
      ) : (
        <ProductCarousel label="Discounts For You">
          {data.map((discount) => (
            <DiscountCard key={discount.discountId} discount={discount} />
          ))}
        </ProductCarousel>
      )}
    </HomeSection>
  );
}
