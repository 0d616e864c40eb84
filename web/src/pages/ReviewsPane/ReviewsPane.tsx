import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ReviewList } from '../../components/ReviewList.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { ReviewsPane_viewer$key } from './__generated__/ReviewsPane_viewer.graphql.ts';
import type { ReviewsPaneQuery as ReviewsPaneQueryType } from './__generated__/ReviewsPaneQuery.graphql.ts';

export const ReviewsPaneQuery = graphql`
  query ReviewsPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
      ...ReviewsPane_viewer
    }
  }
`;

/** `/my-account?pane=rating-review`: the shopper's ratings and reviews, newest first, each with its product. */
export function ReviewsPane() {
  const { viewer } = useRouteQuery<ReviewsPaneQueryType>(ReviewsPaneQuery);
  return (
    <AccountLayout viewer={viewer} title="My Ratings & Reviews">
      <OwnReviews viewer={viewer} />
    </AccountLayout>
  );
}

function OwnReviews({ viewer }: { viewer: ReviewsPane_viewer$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment ReviewsPane_viewer on Viewer
      @refetchable(queryName: "ReviewsPanePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        reviews(first: $count, after: $cursor) @connection(key: "ReviewsPane_reviews") @required(action: THROW) {
          edges {
            node {
              ...ReviewList_review @relay(mask: false)
              product {
                productId
                name
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  return <ReviewList reviews={data.reviews.edges.map(({ node }) => node)} pagination={pagination} />;
}
