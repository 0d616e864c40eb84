/**
 * @generated SignedSource<<865132f3040feb61fec06f40a75b617b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = {
  recentIds: ReadonlyArray<string>;
  skipRecent: boolean;
};
export type HomePageQuery$data = {
  readonly discountsForYou: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DiscountsForYou_discounts">;
  }>;
  readonly homeBanners: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"BannerCarousel_banners">;
  }>;
  readonly newArrivals: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"NewArrivals_products">;
  }>;
  readonly topBrands: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopBrands_brands">;
  }>;
  readonly topCategories: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HotCategories_categories">;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BuyAgain_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ProductsForYou_query" | "RecentlyViewed_query">;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recentIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skipRecent"
  }
],
v1 = {
  "kind": "Variable",
  "name": "ids",
  "variableName": "recentIds"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    }
  ],
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": "images(first:1)"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v11/*:: as any*/)
],
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inWishlist",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "RatingSummary",
  "kind": "LinkedField",
  "name": "rating",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "average",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "badge",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Seller",
  "kind": "LinkedField",
  "name": "seller",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storeName",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v18 = [
  (v11/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "sellingPrice",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentOff",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockLabel",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Banner",
        "kind": "LinkedField",
        "name": "homeBanners",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BannerCarousel_banners"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "topCategories",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HotCategories_categories"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "newArrivals",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewArrivals_products"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductsForYou_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "topBrands",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBrands_brands"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Discount",
        "kind": "LinkedField",
        "name": "discountsForYou",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DiscountsForYou_discounts"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "skip",
            "variableName": "skipRecent"
          }
        ],
        "kind": "FragmentSpread",
        "name": "RecentlyViewed_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BuyAgain_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Banner",
        "kind": "LinkedField",
        "name": "homeBanners",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bannerId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "topCategories",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "icon",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "newArrivals",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v5/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "sellingPrice",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyRange",
            "kind": "LinkedField",
            "name": "tierPriceRange",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "min",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "max",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "moq",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "ProductConnection",
        "kind": "LinkedField",
        "name": "productsForYou",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v5/*:: as any*/),
                  (v14/*:: as any*/),
                  (v10/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productsForYou(first:20)"
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ProductsForYou_productsForYou",
        "kind": "LinkedHandle",
        "name": "productsForYou"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "topBrands",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "brandId",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Discount",
        "kind": "LinkedField",
        "name": "discountsForYou",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discountId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "upToPercentOff",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "skipRecent",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "recentlyViewed",
            "args": [
              (v1/*:: as any*/)
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v24/*:: as any*/),
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  (v5/*:: as any*/),
                  (v14/*:: as any*/),
                  (v10/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "type": "Product",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ProductConnection",
            "kind": "LinkedField",
            "name": "buyAgain",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inCart",
                        "storageKey": null
                      },
                      (v22/*:: as any*/),
                      (v5/*:: as any*/),
                      (v14/*:: as any*/),
                      (v10/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "buyAgain(first:20)"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2af3d4da744063b253bfe58629c8cd4",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery(\n  $recentIds: [ID!]!\n  $skipRecent: Boolean!\n) {\n  homeBanners {\n    ...BannerCarousel_banners\n  }\n  topCategories {\n    ...HotCategories_categories\n    id\n  }\n  newArrivals {\n    ...NewArrivals_products\n    id\n  }\n  ...ProductsForYou_query\n  topBrands {\n    ...TopBrands_brands\n    id\n  }\n  discountsForYou {\n    ...DiscountsForYou_discounts\n  }\n  ...RecentlyViewed_query_2S1vMy\n  viewer {\n    ...BuyAgain_viewer\n    id\n  }\n}\n\nfragment BannerCarousel_banners on Banner {\n  bannerId\n  image {\n    url\n    alt\n  }\n  dealType\n  category {\n    categoryId\n    name\n    displayName\n    id\n  }\n  product {\n    productId\n    id\n  }\n}\n\nfragment BuyAgain_viewer on Viewer {\n  user {\n    id\n  }\n  buyAgain(first: 20) {\n    edges {\n      node {\n        id\n        productId\n        inCart\n        stockStatus\n        ...ProductCard_product\n      }\n    }\n  }\n}\n\nfragment DiscountsForYou_discounts on Discount {\n  discountId\n  image {\n    url\n    alt\n  }\n  category {\n    displayName\n    id\n  }\n  upToPercentOff\n}\n\nfragment HotCategories_categories on Category {\n  id\n  categoryId\n  name\n  displayName\n  icon {\n    url\n  }\n}\n\nfragment NewArrivalCard_product on Product {\n  productId\n  name\n  images(first: 1) {\n    url\n  }\n  sellingPrice {\n    amount\n    formatted\n  }\n  tierPriceRange {\n    min {\n      amount\n      formatted\n    }\n    max {\n      amount\n      formatted\n    }\n  }\n  moq\n}\n\nfragment NewArrivals_products on Product {\n  id\n  ...NewArrivalCard_product\n}\n\nfragment ProductCard_product on Product {\n  productId\n  name\n  inWishlist\n  images(first: 1) {\n    url\n  }\n  rating {\n    average\n    count\n  }\n  badge\n  seller {\n    storeName\n    id\n  }\n  sellingPrice {\n    formatted\n  }\n  price {\n    formatted\n  }\n  percentOff\n  stockStatus\n  stockLabel\n}\n\nfragment ProductsForYou_query on Query {\n  productsForYou(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ProductCard_product\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment RecentlyViewed_query_2S1vMy on Query {\n  recentlyViewed: nodes(ids: $recentIds) @skip(if: $skipRecent) {\n    __typename\n    id\n    ...ProductCard_product\n  }\n}\n\nfragment TopBrands_brands on Brand {\n  id\n  brandId\n  name\n  logo {\n    url\n  }\n  productCount\n}\n"
  }
};
})();

(node as any).hash = "9176f6f5982d71a9ed67b0d1ffc1ff6c";

export default node;
