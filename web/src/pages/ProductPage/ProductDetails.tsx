import type { ReactNode } from 'react';
import { Badge, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  ProductDetails_product$data,
  ProductDetails_product$key,
} from './__generated__/ProductDetails_product.graphql.ts';

/** Highlights (key features), About (the description), the feature badges and the More Details table. */
export function ProductDetails({ product }: { product: ProductDetails_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductDetails_product on Product {
        keyFeatures
        description
        featureBadges {
          returnable
          warranty
          branded
          freeDelivery
        }
        moreDetails {
          label
          value
        }
      }
    `,
    product,
  );
  return (
    <>
      {data.keyFeatures.length > 0 && (
        <DetailSection title="Highlights">
          <List.Root ps="5">
            {data.keyFeatures.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </DetailSection>
      )}
      {data.description && (
        <DetailSection title="About">
          <Text whiteSpace="pre-line">{data.description}</Text>
        </DetailSection>
      )}
      <FeatureBadges badges={data.featureBadges} />
      {data.moreDetails.length > 0 && (
        <DetailSection title="More Details">
          <KeyValueTable rows={data.moreDetails} />
        </DetailSection>
      )}
    </>
  );
}

type Badges = ProductDetails_product$data['featureBadges'];

/** What the product's flags promise, each as a badge; a flag that is off shows nothing. */
function FeatureBadges({ badges }: { badges: Badges }) {
  const labels = [
    badges.returnable ? 'Returnable' : 'Non-returnable',
    badges.warranty,
    badges.branded && 'Branded',
    badges.freeDelivery && 'Free Delivery',
  ].filter((label): label is string => Boolean(label));
  return (
    <HStack as="ul" aria-label="Feature badges" gap="2" wrap="wrap" listStyleType="none">
      {labels.map((label) => (
        <Badge as="li" key={label} size="lg" variant="surface" colorPalette="blue">
          {label}
        </Badge>
      ))}
    </HStack>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" p="5" rounded="lg" borderWidth="1px" bg="bg">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function KeyValueTable({ rows }: { rows: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.label}>
            <Table.ColumnHeader scope="row" w="40%" bg="bg.muted">
              {row.label}
            </Table.ColumnHeader>
            <Table.Cell>{row.value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
