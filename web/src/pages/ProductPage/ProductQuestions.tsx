import { Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { LoadMore } from '../../components/LoadMore.tsx';
import type { ProductQuestions_product$key } from './__generated__/ProductQuestions_product.graphql.ts';
import { DetailSection } from './ProductDetails.tsx';

/** Questions & Answers, with "Load more"; a question without an answer says so. */
export function ProductQuestions({ product }: { product: ProductQuestions_product$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment ProductQuestions_product on Product
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "ProductQuestionsPaginationQuery") {
        questions(first: $count, after: $cursor)
          @connection(key: "ProductQuestions_questions")
          @required(action: THROW) {
          edges {
            node {
              id
              question
              answer
            }
          }
        }
      }
    `,
    product,
  );
  return (
    <DetailSection title="Questions & Answers">
      {data.questions.edges.length === 0 ? (
        <Text color="fg.muted">No questions yet</Text>
      ) : (
        <Stack as="dl" gap="3">
          {data.questions.edges.map(({ node }) => (
            <Stack key={node.id} gap="1" borderTopWidth="1px" pt="3">
              <Text as="dt" fontWeight="semibold">
                Q: {node.question}
              </Text>
              <Text as="dd" color={node.answer ? undefined : 'fg.muted'}>
                A: {node.answer ?? 'Not answered yet'}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <LoadMore pagination={pagination} />
    </DetailSection>
  );
}
