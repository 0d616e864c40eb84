import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  Separator,
  Stack,
  Text,
  type LinkProps,
  type StackProps,
} from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ServerFormName } from '../forms/ServerFormName.tsx';
import { keepRedirect } from '../session/redirect.ts';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Wider card for two-column forms (Create Account). */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame of every sign-in and sign-up screen: a centred card titled by an h1. When the title changes (a form's
 * next step) focus moves to it, so keyboard and screen reader users start the new step at its top.
 */
export function AuthCard({ title, description, wide, children, footer }: AuthCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <Flex justify="center" py={{ base: '2', md: '8' }}>
      <Card.Root
        as="section"
        aria-labelledby={titleId}
        w="full"
        maxW={wide ? '3xl' : 'md'}
        size={{ base: 'sm', md: 'md' }}
      >
        <Card.Header>
          <Heading as="h1" id={titleId} ref={heading} tabIndex={-1} size={{ base: 'xl', md: '2xl' }} outline="none">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Card.Header>
        <Card.Body gap="4">{children}</Card.Body>
        {footer && (
          <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
            {footer}
          </Card.Footer>
        )}
      </Card.Root>
    </Flex>
  );
}

/** A link to another sign-in or sign-up screen, carrying the pending `?redirect=`. */
export function AuthLink({ to, children, ...link }: { to: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const [search] = useSearchParams();
  return (
    <Link asChild colorPalette="teal" fontWeight="medium" {...link}>
      <RouterLink to={keepRedirect(to, search)}>{children}</RouterLink>
    </Link>
  );
}

/** A link styled as a full-width outline button ("Continue with Email"), carrying the pending `?redirect=`. */
export function AuthLinkButton({ to, children }: { to: string; children: ReactNode }) {
  const [search] = useSearchParams();
  return (
    <Button asChild variant="outline" w="full">
      <RouterLink to={keepRedirect(to, search)}>{children}</RouterLink>
    </Button>
  );
}

/**
 * A form of these screens: fields stacked, the browser's own validation bubbles off (the form library shows the
 * storefront's messages), and its submit kept from reaching any form it is rendered inside (dialogs are portaled in the
 * DOM but not in React's tree). Without the app it is posted to its page (never sent as a GET: a password must not
 * reach a URL), whose route's action answers it (forms/formAction.ts) when it is named `serverForm`; with no
 * `onSubmit`, the app leaves it to the browser too (a step whose earlier steps only the server holds).
 */
export function AuthForm({
  onSubmit,
  serverForm,
  children,
  ...stack
}: { onSubmit?: (event: FormEvent) => unknown; serverForm?: string; children: ReactNode } & StackProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void onSubmit?.(event);
  };
  return (
    <Stack asChild gap="4" {...stack}>
      <form method="post" noValidate onSubmit={onSubmit && submit}>
        {serverForm && <ServerFormName name={serverForm} />}
        {children}
      </form>
    </Stack>
  );
}

/** "OR" between the form and the other ways in. */
export function OrDivider() {
  return (
    <HStack gap="3" aria-hidden>
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted">
        OR
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

/** The terms and privacy note under a sign-in or sign-up button. */
export function TermsNote({ action = 'continuing' }: { action?: string }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      By {action}, you agree to our{' '}
      <Link asChild variant="underline">
        <RouterLink to="/terms-of-use">Terms of Use</RouterLink>
      </Link>{' '}
      and{' '}
      <Link asChild variant="underline">
        <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
      </Link>
      .
    </Text>
  );
}
