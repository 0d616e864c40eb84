import { HStack, Image, Link, type StackProps } from '@chakra-ui/react';
import appStoreBadge from '../assets/app-store.svg';
import googlePlayBadge from '../assets/google-play.svg';

export const appStores = [
  { name: 'Google Play', href: 'https://play.google.com/store', badge: googlePlayBadge, alt: 'Get it on Google Play' },
  {
    name: 'App Store',
    href: 'https://www.apple.com/app-store/',
    badge: appStoreBadge,
    alt: 'Download on the App Store',
  },
];

export function AppStoreBadges(props: StackProps) {
  return (
    <HStack gap="3" {...props}>
      {appStores.map((store) => (
        <Link key={store.name} href={store.href} target="_blank" rel="noreferrer">
          <Image src={store.badge} alt={store.alt} htmlWidth={180} htmlHeight={54} h="10" w="auto" loading="lazy" />
        </Link>
      ))}
    </HStack>
  );
}
