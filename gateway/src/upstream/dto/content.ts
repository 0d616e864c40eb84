// Search suggestions, reviews, questions, the FAQ and support tickets as the REST API answers them.
import type { Timestamp } from './catalog.ts';

/** GET /getSearch-suggestions: a suggestion for the search box. */
export interface SearchSuggestionDTO {
  name: string;
  productId: string;
  sellingPrice: number;
  price: number;
  stock: number;
  ratings: number;
}

/** GET /get-product-reviews: one review, newest first (the API answers `{ message }` when there are none). */
export interface ReviewDTO {
  id: string;
  productId: string;
  rating: number;
  review: string;
  comment: string;
  mediaUrl: { type: 'image'; url: string }[];
  userDetails: { name: string };
  createdAt: Timestamp;
  verifiedPurchase: boolean;
}

/** GET /get-product-user-reviews without a product: the shopper's reviews with the product each is about. */
export interface UserReviewDTO extends ReviewDTO {
  product: { productId: string; name: string; imageUrl: string | null };
}

/** GET /faq: a help-centre question; the answer is HTML as stored (the gateway sanitises it). */
export interface FaqDTO {
  id: string;
  question: string;
  answer: string;
}

/** GET /get-tickets: one of the shopper's support tickets. */
export interface TicketDTO {
  ticketId: string;
  issue: string;
  subject: string;
  details: string;
  departmentName: 'Customer Support' | 'Seller';
  orderId: string | null;
  attachments: string[];
  status: 'pending' | 'In Progress' | 'closed';
  createdAt: Timestamp;
}

/** GET /get-qstn-answr: a question with its answers, newest first. */
export interface QuestionDTO {
  id: string;
  question: string;
  answers: { ans: string }[];
  customerDetails: { name: string };
  createdAt: Timestamp;
}
