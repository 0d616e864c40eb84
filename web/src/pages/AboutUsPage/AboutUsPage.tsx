import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { raiseTicketPath } from '../../routing/paths.ts';

/** /about-us: what the marketplace is, and how to reach support. */
export function AboutUsPage() {
  return (
    <Stack as="article" gap="4" maxW="3xl" bg="bg" p={{ base: '5', md: '8' }} rounded="xl" borderWidth="1px">
      <Heading as="h1" size="2xl">
        About Us
      </Heading>
      <Text>
        We are a one-stop online marketplace for India where many sellers meet two kinds of buyers: consumers who shop
        for themselves and their families, and businesses that buy in bulk for their shops, offices and kitchens.
      </Text>
      <Heading as="h2" size="lg">
        For consumers (B2C)
      </Heading>
      <Text>
        Browse groceries and everyday essentials by category or brand, search the whole catalog, follow top deals,
        limited-time offers and new arrivals, and order from trusted sellers with delivery to your pincode.
      </Text>
      <Heading as="h2" size="lg">
        For businesses (B2B)
      </Heading>
      <Text>
        Register your business with its GST number to buy at bulk tier prices, with minimum order quantities set by each
        seller, and keep lists of the products you reorder.
      </Text>
      {/* The product names this link without its target: this storefront is the B2B one, so it is our sign-in. */}
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to="/login">Sign In to B2B Account</RouterLink>
      </Link>
      <Heading as="h2" size="lg">
        Why shop with us
      </Heading>
      <List.Root ps="5">
        <List.Item>Many sellers and brands in one place, each with its own store and brand page.</List.Item>
        <List.Item>Ratings and reviews from real buyers on products and stores.</List.Item>
        <List.Item>Secure payment online or cash on delivery, and order tracking from your account.</List.Item>
      </List.Root>
      <Heading as="h2" size="lg">
        Contact
      </Heading>
      <Text>
        Write to us through{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={raiseTicketPath}>Raise a ticket</RouterLink>
        </Link>
        .
      </Text>
    </Stack>
  );
}
