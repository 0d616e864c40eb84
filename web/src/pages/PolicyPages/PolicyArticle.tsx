import type { ReactNode } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

/** A policy page: its title, a one-line summary, then short titled sections (the About page's frame). */
export function PolicyArticle({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: string;
  sections: PolicySection[];
}) {
  return (
    <Stack
      as="article"
      aria-labelledby="policy-title"
      gap="4"
      maxW="3xl"
      bg="bg"
      p={{ base: '5', md: '8' }}
      rounded="xl"
      borderWidth="1px"
    >
      <Heading as="h1" id="policy-title" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{summary}</Text>
      {sections.map((section) => (
        <Stack as="section" key={section.heading} gap="2" aria-label={section.heading}>
          <Heading as="h2" size="lg">
            {section.heading}
          </Heading>
          {typeof section.body === 'string' ? <Text>{section.body}</Text> : section.body}
        </Stack>
      ))}
    </Stack>
  );
}

/** An in-text link to another page of the storefront. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="blue" color="colorPalette.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
